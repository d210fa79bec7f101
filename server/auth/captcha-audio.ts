import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locale } from '../../contract/envelope.ts';

/**
 * The audio captcha: the same four digits as the image, spoken in the console's language, for people
 * who cannot see the image (WCAG 1.1.1 asks a CAPTCHA for a second modality). The words are recorded
 * once by scripts/captcha-voice.ts (eSpeak NG, no service at run time) and put together here: a short
 * introduction, the digits with random pace, loudness and pauses, then the whole code once more, over
 * soft noise and a murmur of reversed speech that a listener ignores and a speech recogniser does not.
 */

export const sampleRate = 16_000;
const voiceDir = new URL('./captcha-voice/', import.meta.url);
type Word = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'intro' | 'again';
const wordNames: Word[] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'intro', 'again'];

/** The samples of a 16-bit mono PCM WAV file (the format the voice script writes). */
export function readWav(bytes: Buffer): Int16Array {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      const format = bytes.readUInt16LE(at + 8);
      const channels = bytes.readUInt16LE(at + 10);
      const rate = bytes.readUInt32LE(at + 12);
      const bits = bytes.readUInt16LE(at + 22);
      if (format !== 1 || channels !== 1 || rate !== sampleRate || bits !== 16)
        throw new Error(`expected 16-bit mono PCM at ${sampleRate} Hz`);
    } else if (id === 'data') {
      const data = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + size));
      const samples = new Int16Array(data.length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2);
      return samples;
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV without data');
}

/** 16-bit mono PCM WAV bytes of `samples`. */
export function writeWav(samples: Int16Array): Buffer {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] ?? 0, 44 + i * 2);
  return out;
}

const voices = new Map<Locale, Record<Word, Int16Array>>();
function voice(locale: Locale): Record<Word, Int16Array> {
  let v = voices.get(locale);
  if (!v) {
    const loaded = {} as Record<Word, Int16Array>;
    for (const w of wordNames) loaded[w] = readWav(readFileSync(new URL(`${locale}/${w}.wav`, voiceDir)));
    v = loaded;
    voices.set(locale, v);
  }
  return v;
}

/** A number in [0, 1): crypto-strong by default, so the variation cannot be predicted. */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(1_000_000) / 1_000_000;

export interface AudioOptions {
  random?: Random;
  /** Noise and murmur under the words (default on; off only to test the words themselves). */
  noise?: boolean;
}

export interface CaptchaAudio {
  samples: Int16Array;
  /** Where each word starts, in samples: what a listener hears, in order. */
  words: { word: Word; start: number }[];
}

const ms = (n: number) => Math.round((n * sampleRate) / 1000);

// Linear resampling: a factor above 1 speaks faster (and a little higher), below 1 slower.
function resample(clip: Int16Array, factor: number): Float32Array {
  if (factor === 1) return Float32Array.from(clip);
  const out = new Float32Array(Math.floor(clip.length / factor));
  for (let i = 0; i < out.length; i++) {
    const x = i * factor;
    const j = Math.floor(x);
    const a = clip[j] ?? 0;
    const b = clip[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

/** The spoken captcha for `answer` (digits only) in `locale`. */
export function captchaAudio(answer: string, locale: Locale, options: AudioOptions = {}): CaptchaAudio {
  const random = options.random ?? cryptoRandom;
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const v = voice(locale);
  const digits = [...answer].filter((d): d is Word => /^\d$/.test(d));
  const plan: { word: Word; gap: number; speed: number; gain: number }[] = [];
  const say = (word: Word, gap: number, vary: boolean) =>
    plan.push({
      word,
      gap,
      speed: vary ? between(0.92, 1.08) : 1,
      gain: vary ? between(0.75, 1) : 1,
    });
  say('intro', ms(400), false);
  for (const d of digits) say(d, Math.round(between(ms(450), ms(800))), options.noise !== false);
  say('again', ms(900), false);
  for (const d of digits) say(d, Math.round(between(ms(450), ms(800))), options.noise !== false);

  const parts = plan.map((p) => ({ ...p, clip: resample(v[p.word], p.speed) }));
  const tail = ms(500);
  const length = parts.reduce((n, p) => n + p.gap + p.clip.length, 0) + tail;
  const mix = new Float32Array(length);
  const words: CaptchaAudio['words'] = [];
  let at = 0;
  for (const p of parts) {
    at += p.gap;
    words.push({ word: p.word, start: at });
    for (let i = 0; i < p.clip.length; i++) mix[at + i] = (mix[at + i] ?? 0) + (p.clip[i] ?? 0) * p.gain;
    at += p.clip.length;
  }
  if (options.noise !== false) {
    // Soft low-passed noise, about 30 dB under the words.
    let smooth = 0;
    for (let i = 0; i < length; i++) {
      smooth = 0.85 * smooth + 0.15 * (random() * 2 - 1);
      mix[i] = (mix[i] ?? 0) + smooth * 900;
    }
    // Reversed digits, quiet, anywhere: speech-like to a recogniser, meaningless to a listener.
    for (let n = 0; n < Math.ceil(length / ms(700)); n++) {
      const clip = v[wordNames[Math.floor(random() * 10)] ?? '0'];
      const start = Math.floor(random() * Math.max(1, length - clip.length));
      const gain = between(0.06, 0.12);
      for (let i = 0; i < clip.length; i++)
        mix[start + i] = (mix[start + i] ?? 0) + (clip[clip.length - 1 - i] ?? 0) * gain;
    }
  }
  const samples = new Int16Array(length);
  for (let i = 0; i < length; i++) samples[i] = Math.max(-32768, Math.min(32767, Math.round(mix[i] ?? 0)));
  return { samples, words };
}

/** The WAV file of the spoken captcha. */
export function captchaWav(answer: string, locale: Locale): Buffer {
  return writeWav(captchaAudio(answer, locale).samples);
}

/** Exposed for the test of the words: the recorded clip of one word. */
export function wordClip(locale: Locale, word: Word): Int16Array {
  return voice(locale)[word];
}
