import { randomInt } from 'node:crypto';

// Digits drawn as jittered seven-segment strokes, not as SVG <text>: text would put the answer in the
// markup for any script to read.
const segments: Record<string, [number, number, number, number]> = {
  a: [0, 0, 4, 0],
  b: [4, 0, 4, 3],
  c: [4, 3, 4, 6],
  d: [0, 6, 4, 6],
  e: [0, 3, 0, 6],
  f: [0, 0, 0, 3],
  g: [0, 3, 4, 3],
};
const digitSegments = [
  'abcdef',
  'bc',
  'abged',
  'abgcd',
  'fgbc',
  'afgcd',
  'afgedc',
  'abc',
  'abcdefg',
  'abcdfg',
];

export const captchaLength = 4;

export function captchaAnswer(): string {
  return Array.from({ length: captchaLength }, () => String(randomInt(10))).join('');
}

const jitter = (amount: number) => (randomInt(2001) / 1000 - 1) * amount;

/** An SVG image of the answer with noise, 120 x 40. */
export function captchaSvg(answer: string): string {
  const width = 120;
  const height = 40;
  const unit = 4.2;
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y1 = randomInt(height);
    const y2 = randomInt(height);
    parts.push(
      `<path d="M0 ${y1} C ${randomInt(width)} ${randomInt(height)}, ${randomInt(width)} ${randomInt(height)}, ${width} ${y2}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="1.2" fill="none"/>`,
    );
  }
  [...answer].forEach((digit, i) => {
    const segs = digitSegments[Number(digit)] ?? '';
    const x0 = 14 + i * 26 + jitter(3);
    const y0 = 8 + jitter(3);
    const angle = jitter(18).toFixed(1);
    const d = [...segs]
      .map((s) => {
        const [ax, ay, bx, by] = segments[s] ?? [0, 0, 0, 0];
        const p = (x: number, y: number) =>
          `${(x0 + x * unit + jitter(1.6)).toFixed(1)} ${(y0 + y * unit + jitter(1.6)).toFixed(1)}`;
        return `M${p(ax, ay)} L${p(bx, by)}`;
      })
      .join(' ');
    parts.push(
      `<path d="${d}" transform="rotate(${angle} ${x0 + 8} ${y0 + 12})" stroke="hsl(${randomInt(360)},60%,30%)" stroke-width="2.6" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="hsl(${randomInt(360)},40%,55%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><rect width="100%" height="100%" fill="#f4f6f8"/>${parts.join('')}</svg>`;
}

/** The cookie naming a browser's pending captcha: set where the captcha is drawn, read at sign-in. */
export const captchaCookie = 'bc_captcha';
