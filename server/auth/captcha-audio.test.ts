import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginFailure } from '../../contract/auth.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { captchas } from '../db/core.tables.ts';
import { captchaAudio, readWav, sampleRate, wordClip, writeWav } from './captcha-audio.ts';
import { hashToken } from './token.ts';

describe('captchaAudio', () => {
  it('says the introduction, the code, "once more" and the code again, each word as recorded', () => {
    const { samples, words } = captchaAudio('4071', 'zh-CN', { noise: false, random: () => 0.5 });
    expect(words.map((w) => w.word)).toEqual(['intro', '4', '0', '7', '1', 'again', '4', '0', '7', '1']);
    for (const { word, start } of words) {
      const clip = wordClip('zh-CN', word);
      expect(samples.subarray(start, start + clip.length)).toEqual(clip);
    }
    // Words apart by pauses a listener can tell: at least 0.45 s between digits.
    const gaps = words
      .slice(1)
      .map((w, i) => w.start - ((words[i]?.start ?? 0) + wordClip('zh-CN', words[i]?.word ?? '0').length));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(0.4 * sampleRate);
  });

  it('varies pace, loudness and pauses, over noise, every time', () => {
    const a = captchaAudio('5555', 'en');
    const b = captchaAudio('5555', 'en');
    expect(a.words.map((w) => w.word)).toEqual(['intro', '5', '5', '5', '5', 'again', '5', '5', '5', '5']);
    expect(a.samples).not.toEqual(b.samples);
    const seconds = a.samples.length / sampleRate;
    expect(seconds).toBeGreaterThan(6);
    expect(seconds).toBeLessThan(20);
    // Noise everywhere, even before the first word.
    expect(a.samples.subarray(0, 1000).some((s) => s !== 0)).toBe(true);
  });

  it('speaks English and Chinese from their own recordings', () => {
    expect(wordClip('en', '7')).not.toEqual(wordClip('zh-CN', '7'));
  });

  it('writes a 16-bit mono WAV that reads back the same', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const wav = writeWav(samples);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(sampleRate);
    expect(readWav(wav)).toEqual(samples);
    expect(() => readWav(Buffer.from('not a wav file at all, no'))).toThrow(/not a WAV/);
  });
});

describe('GET /verifycode/audio.html', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('plays the current captcha without using it up, in the language asked for', async () => {
    const image = await api.call('/verifycode.html', { method: 'GET' });
    const key = /bc_captcha=([^;]+)/.exec(image.headers.getSetCookie().join(';'))?.[1] ?? '';
    const cookie = `bc_captcha=${key}`;
    const get = (query: string) => api.app.request(`/verifycode/audio.html${query}`, { headers: { cookie } });
    const zh = await get('?lang=zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.headers.get('content-type')).toBe('audio/wav');
    expect(zh.headers.get('cache-control')).toBe('no-store');
    const wav = Buffer.from(await zh.arrayBuffer());
    expect(readWav(wav).length).toBeGreaterThan(5 * sampleRate);
    const en = Buffer.from(await (await get('?lang=en')).arrayBuffer());
    expect(en.length).not.toBe(wav.length);

    // Played twice, the code still signs in past the captcha (here: to the password check).
    for (let i = 0; i < 3; i++)
      await api.call('/auth/brandmanager/userpwd.html', { body: { user: 'listener', password: 'x' } });
    const [row] = await api.database.db
      .select()
      .from(captchas)
      .where(eq(captchas.keyHash, hashToken(key)));
    const attempt = await api.call<LoginFailure>('/auth/brandmanager/userpwd.html', {
      body: { user: 'listener', password: 'x', verifycode: row?.answer ?? '' },
      headers: { cookie },
    });
    expect([attempt.message, attempt.data.field]).toEqual(['用户名或密码错误', 'password']);

    // Used by that attempt: nothing left to play.
    expect((await get('')).status).toBe(404);
  });

  it('answers HTTP 404 without a captcha', async () => {
    const res = await api.app.request('/verifycode/audio.html');
    expect(res.status).toBe(404);
  });
});
