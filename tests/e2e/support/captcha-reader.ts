/**
 * Reads the digits of our SVG captcha (server/auth/captcha.ts) as the e2e suite must to get past it
 * without a back door: each digit is one stroked path of seven-segment strokes, jittered, whose
 * rotation about (x0 + 8, y0 + 12) is a transform: its coordinates are unrotated. Snap each stroke's
 * ends to the segment grid, and the set of segments names the digit. (A script can do this, which is why the captcha is only a speed bump
 * and the sign-in limits stand behind it.)
 */
const unit = 4.2;
const segments: Record<string, [number, number, number, number]> = {
  a: [0, 0, 4, 0],
  b: [4, 0, 4, 3],
  c: [4, 3, 4, 6],
  d: [0, 6, 4, 6],
  e: [0, 3, 0, 6],
  f: [0, 0, 0, 3],
  g: [0, 3, 4, 3],
};
const digits = ['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg'];

export function readCaptcha(svg: string): string {
  const out: string[] = [];
  for (const m of svg.matchAll(/<path d="(M[^"]*?)" transform="rotate\(([-\d.]+) ([-\d.]+) ([-\d.]+)\)"/g)) {
    const [, d = '', , cxText = '0', cyText = '0'] = m;
    const x0 = Number(cxText) - 8;
    const y0 = Number(cyText) - 12;
    const grid = (x: number, y: number) => `${Math.round((x - x0) / unit)},${Math.round((y - y0) / unit)}`;
    const found = new Set<string>();
    for (const s of d.matchAll(/M([-\d.]+) ([-\d.]+) L([-\d.]+) ([-\d.]+)/g)) {
      const a = grid(Number(s[1]), Number(s[2]));
      const b = grid(Number(s[3]), Number(s[4]));
      for (const [name, [ax, ay, bx, by]] of Object.entries(segments)) {
        if (a === `${ax},${ay}` && b === `${bx},${by}`) found.add(name);
      }
    }
    const key = [...found].sort().join('');
    const digit = digits.indexOf(key);
    if (digit < 0) throw new Error(`captcha: strokes ${key} are no digit`);
    out.push(String(digit));
  }
  return out.join('');
}
