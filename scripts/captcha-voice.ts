import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Regenerates the spoken digits of the audio captcha (server/auth/captcha-voice/<lang>/<word>.wav):
 * eSpeak NG synthesises each word, SoX trims the silence and resamples to 16 kHz mono 16-bit. The
 * files are committed, so the server needs neither tool; run this only to change the voice:
 *   apt-get install espeak-ng sox && npx tsx scripts/captcha-voice.ts
 */
const words = {
  'zh-CN': {
    voice: 'cmn',
    speed: '150',
    text: ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'],
    intro: '验证码是',
    again: '再听一遍',
  },
  en: {
    voice: 'en-us',
    speed: '130',
    text: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
    intro: 'The code is',
    again: 'Once more',
  },
} as const;

const out = fileURLToPath(new URL('../server/auth/captcha-voice/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'captcha-voice-'));
try {
  for (const [lang, w] of Object.entries(words)) {
    mkdirSync(join(out, lang), { recursive: true });
    const items: [string, string][] = [
      ...w.text.map((t, digit): [string, string] => [String(digit), t]),
      ['intro', w.intro],
      ['again', w.again],
    ];
    for (const [name, text] of items) {
      const raw = join(scratch, `${lang}-${name}.wav`);
      execFileSync('espeak-ng', ['-v', w.voice, '-s', w.speed, '-w', raw, text]);
      execFileSync('sox', [
        raw,
        '-b',
        '16',
        join(out, lang, `${name}.wav`),
        'silence',
        '1',
        '0.02',
        '0.5%',
        'reverse',
        'silence',
        '1',
        '0.02',
        '0.5%',
        'reverse',
        'rate',
        '16k',
        'norm',
        '-3',
      ]);
    }
    console.log(`${lang}: ${items.length} words`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
