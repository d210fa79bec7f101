import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { appSecretFromDataDir, keyFileName, SecretBox, secretHint } from './secrets.ts';

describe('the secrets box', () => {
  const box = SecretBox.fromSecret('a'.repeat(40));

  it('seals a value that only the same key and purpose open', () => {
    const sealed = box.seal('LTAI5tSecretValue4f2a', 'sms:1:accessKeySecret');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('LTAI5tSecretValue4f2a');
    expect(box.open(sealed, 'sms:1:accessKeySecret')).toBe('LTAI5tSecretValue4f2a');
    // Another brand's or field's purpose, another key, a changed byte: nothing opens.
    expect(box.open(sealed, 'sms:2:accessKeySecret')).toBeNull();
    expect(SecretBox.fromSecret('b'.repeat(40)).open(sealed, 'sms:1:accessKeySecret')).toBeNull();
    // One bit of the ciphertext flipped (editing the text could land on a character it already was).
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = `v1.${bytes.toString('base64url')}`;
    expect(tampered).not.toBe(sealed);
    expect(box.open(tampered, 'sms:1:accessKeySecret')).toBeNull();
    // Two seals of one value differ (random IV): equal secrets cannot be spotted in the table.
    expect(box.seal('x', 'p')).not.toBe(box.seal('x', 'p'));
  });

  it('hints a secret by its last four characters only', () => {
    expect(secretHint(box, null, 'p')).toEqual({ set: false, endsWith: '' });
    expect(secretHint(box, box.seal('0123456789ab4f2a', 'p'), 'p')).toEqual({ set: true, endsWith: '4f2a' });
    // Four of a short secret would be a large part of it.
    expect(secretHint(box, box.seal('short', 'p'), 'p')).toEqual({ set: true, endsWith: '' });
    expect(secretHint(SecretBox.ephemeral(), box.seal('0123456789ab4f2a', 'p'), 'p')).toEqual({
      set: true,
      endsWith: '',
      unreadable: true,
    });
  });

  it('makes the embedded key file on the first start, readable by its owner only, and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-secret-'));
    try {
      const first = appSecretFromDataDir(join(dir, 'data'));
      expect(first.length).toBeGreaterThanOrEqual(40);
      const file = join(dir, 'data', keyFileName);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(appSecretFromDataDir(join(dir, 'data'))).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('APP_SECRET in the environment', () => {
  it('is required with DATABASE_URL, and the error lists it with the other problems', () => {
    expect(() => readEnv({ DATABASE_URL: 'postgres://x/y', PORT: 'abc' })).toThrow(
      /PORT[\s\S]*APP_SECRET: required when DATABASE_URL is set/,
    );
    expect(readEnv({ DATABASE_URL: 'postgres://x/y', APP_SECRET: 's'.repeat(32) }).appSecret).toBe(
      's'.repeat(32),
    );
    expect(() => readEnv({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
    // Tools that never open a secret do not need it.
    expect(readEnv({ DATABASE_URL: 'postgres://x/y' }, { needAppSecret: false }).appSecret).toBeUndefined();
    expect(readEnv({}).appSecret).toBeUndefined();
  });
});

describe('the server process', () => {
  it('starts with its job queue on PGlite and exits at once when told to stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-proc-'));
    const root = fileURLToPath(new URL('..', import.meta.url));
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['tests/support/start-stop.ts', dir], {
      cwd: root,
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const code = await new Promise<number | null>((done) => {
      // For a hang only: starting tsx and migrating a new PGlite takes over 50 s on a machine
      // whose two cores are shared with a dozen other processes.
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done(-1);
      }, 170_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        done(c);
      });
    });
    try {
      // Exits by itself once closed: nothing (PGlite, pg-boss timers, the listener) keeps it alive.
      expect({ code, out: out.includes('closed') }).toEqual({ code: 0, out: true });
      expect(statSync(join(dir, keyFileName)).isFile()).toBe(true);
    } finally {
      // A killed child's files may still be closing: retry rather than fail on ENOTEMPTY.
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 180_000);
});
