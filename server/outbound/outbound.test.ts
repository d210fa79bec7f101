import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidInput } from '../../contract/errors.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { internalRange, OutboundPolicy } from './outbound.ts';

/**
 * Calls to addresses a brand configures go through one outbound module: internal addresses refused
 * unless OUTBOUND_ALLOW names them, no redirect followed, failures a class with its number, never
 * another server's words; a stored secret never goes to an address it was not entered for.
 */

/** A loopback HTTP listener answering as `answer` says, recording every request it gets. */
async function listener(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: { url: string; authorization: string }[] = [];
  const server = createHttpServer((req, res) => {
    received.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '' });
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A loopback TCP service that greets like SSH: what a port scan through the test mail would find. */
async function sshLike(): Promise<{ port: number; server: Server }> {
  const server = createTcpServer((socket) => {
    socket.on('error', () => undefined);
    socket.end('SSH-2.0-OpenSSH_9.6 internal-host-7\r\n');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, server };
}

let closed: TestApi;
let allowed: TestApi;
let tokens: { closed: string; allowed: string };

beforeAll(async () => {
  closed = await createTestApi();
  allowed = await createTestApi({ outbound: new OutboundPolicy(['127.0.0.1']) });
  tokens = {
    closed: await closed.loginTo(demo.admin.user, demo.admin.password, demo.brand),
    allowed: await allowed.loginTo(demo.admin.user, demo.admin.password, demo.brand),
  };
});
afterAll(async () => {
  await closed.close();
  await allowed.close();
});

const on = (api: TestApi, path: string, body: unknown, lang?: string) =>
  api.call<InvalidInput>(path, {
    token: api === closed ? tokens.closed : tokens.allowed,
    brandId: demo.brand,
    body,
    ...(lang ? { lang } : {}),
  });

function eventsOf(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as Record<string, unknown>);
}

async function chat(api: TestApi) {
  const res = await api.app.request('/brand/ai/chat.html', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${api === closed ? tokens.closed : tokens.allowed}`,
      BrandId: String(demo.brand),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ messages: [{ role: 'user', content: '你好' }] }),
  });
  const text = await res.text();
  return {
    text,
    envelope: text.startsWith('{') ? (JSON.parse(text) as { code: number; message: string }) : null,
  };
}

describe('the ranges', () => {
  it('names loopback, private, link-local, unspecified and multicast, v4, v6 and v4 inside v6', () => {
    expect(
      ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '224.0.0.1'].map(
        internalRange,
      ),
    ).toEqual(['loopback', 'private', 'private', 'private', 'linkLocal', 'unspecified', 'multicast']);
    expect(
      ['::1', '::', 'fe80::1', 'fd00::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe'].map(
        internalRange,
      ),
    ).toEqual(['loopback', 'unspecified', 'linkLocal', 'private', 'multicast', 'loopback', 'linkLocal']);
    expect(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'].map(internalRange)).toEqual([null, null, null]);
  });

  it('lets OUTBOUND_ALLOW name a host or a range, nothing more', () => {
    const policy = new OutboundPolicy(['10.0.0.0/8', 'mail.internal', 'fd00::/8']);
    expect(policy.refusal('x.example', '10.9.8.7')).toBeNull();
    expect(policy.refusal('mail.internal', '192.168.0.9')).toBeNull();
    expect(policy.refusal('x.example', 'fd12::1')).toBeNull();
    expect(policy.refusal('x.example', '192.168.0.9')).toBe('private');
    expect(policy.refusal('x.example', '127.0.0.1')).toBe('loopback');
  });
});

describe('settings forms refuse an internal address at the field', () => {
  it('AI base URL: loopback, cloud metadata, v4 inside v6, user info and a fragment', async () => {
    const cases: [string, string][] = [
      [
        'http://127.0.0.1:9/anything',
        '127.0.0.1 指向本机回环地址（127.0.0.1），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
      ],
      [
        'http://169.254.169.254/latest',
        '169.254.169.254 指向链路本地地址（169.254.169.254），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
      ],
      [
        'http://[::ffff:127.0.0.1]/v1',
        '::ffff:7f00:1 指向本机回环地址（::ffff:7f00:1），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
      ],
      ['https://user:pass@api.example.com/v1', '地址中不能包含用户名或密码（user:pass@）'],
      ['https://api.example.com/v1#', '地址中不能包含 #'],
    ];
    for (const [baseUrl, text] of cases) {
      const a = await on(closed, '/brand/ai/config_update.html', {
        baseUrl,
        model: 'm',
        apiKey: 'sk-live-1234',
      });
      expect([a.code, a.data.fields], baseUrl).toEqual([1, [{ field: 'baseUrl', message: text }]]);
    }
    const en = await on(
      closed,
      '/brand/ai/config_update.html',
      { baseUrl: 'http://10.0.0.8/v1', model: 'm' },
      'en',
    );
    expect(en.data.fields).toEqual([
      {
        field: 'baseUrl',
        message:
          '10.0.0.8 points to a private address (10.0.0.8): refused unless the operator names it in OUTBOUND_ALLOW',
      },
    ]);
  });

  it('SMTP host: a private address', async () => {
    const base = { port: 25, secure: 'none', fromAddress: 'noreply@brand.example' };
    const a = await on(closed, '/api/email/config_update.html', { ...base, host: '192.168.1.20' });
    expect(a.data.fields?.[0]).toEqual({
      field: 'host',
      message:
        '192.168.1.20 指向内网地址（192.168.1.20），不允许连接；如确需使用，请运维在 OUTBOUND_ALLOW 中放行',
    });
    // A name passes only when every address it has does: allowing 127.0.0.1 leaves ::1 refused.
    expect(new OutboundPolicy(['127.0.0.1']).refusal('localhost', '::1')).toBe('loopback');
  });
});

describe('what a member sees of a failure', () => {
  it('an AI provider’s HTML error page: the status alone, never the body', async () => {
    const html = await listener((_req, res) => {
      res.writeHead(501, { 'Content-Type': 'text/html' });
      res.end('<!DOCTYPE HTML><title>internal admin</title>');
    });
    try {
      const save = await on(allowed, '/brand/ai/config_update.html', {
        baseUrl: `${html.url}/v1`,
        model: 'm',
        apiKey: 'sk-live-000111',
      });
      expect(save.code).toBe(0);
      const { envelope } = await chat(allowed);
      expect(envelope).toMatchObject({ code: 1, message: 'AI 服务商拒绝了请求（HTTP 501）' });
    } finally {
      await html.close();
    }
  });

  it('follows no redirect: a 302 to another host is answered as HTTP 302 and the other host gets nothing', async () => {
    const elsewhere = await listener((_req, res) => res.end('{}'));
    const redirecting = await listener((_req, res) => {
      res.writeHead(302, { Location: `${elsewhere.url}/v1/chat/completions` });
      res.end();
    });
    try {
      await on(allowed, '/brand/ai/config_update.html', {
        baseUrl: `${redirecting.url}/v1`,
        model: 'm',
        apiKey: 'sk-live-222333',
      });
      const { envelope } = await chat(allowed);
      expect(envelope).toMatchObject({ code: 1, message: 'AI 服务商拒绝了请求（HTTP 302）' });
      expect(redirecting.received).toHaveLength(1);
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.close();
      await redirecting.close();
    }
  });

  it('a secret inside an error mid-stream is redacted', async () => {
    const key = 'sk-live-9f8e7d6c5b4a';
    const stream = await listener((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: {"choices":[{"delta":{"content":"好"}}]}\n\n');
      res.end(
        `data: {"error":{"message":"upstream refused Authorization: Bearer ${key} and sk-other-112233445566"}}\n\n`,
      );
    });
    try {
      await on(allowed, '/brand/ai/config_update.html', {
        baseUrl: `${stream.url}/v1`,
        model: 'm',
        apiKey: key,
      });
      const { text } = await chat(allowed);
      const error = eventsOf(text).find((e) => 'error' in e);
      expect(error?.error).toBe(
        'AI 服务商的回答中断了：upstream refused Authorization: Bearer *** and sk-***',
      );
      expect(text).not.toContain(key);
      expect(text).not.toContain('112233445566');
      expect(stream.received[0]?.authorization).toBe(`Bearer ${key}`);
    } finally {
      await stream.close();
    }
  });

  it('the test mail to a service that is not SMTP: a class, never its banner (no port scanner)', async () => {
    const ssh = await sshLike();
    try {
      const save = await on(allowed, '/api/email/config_update.html', {
        host: '127.0.0.1',
        port: ssh.port,
        secure: 'none',
        fromAddress: 'noreply@brand.example',
      });
      expect(save.code).toBe(0);
      const a = await on(allowed, '/api/email/testmail.html', { to: 'admin@brand.example' });
      expect([a.code, a.message]).toEqual([1, '测试邮件发送失败：对方的回答不符合协议']);
      expect(a.raw).not.toContain('SSH');
      // Nothing listening: connection refused.
      await new Promise<void>((done) => ssh.server.close(() => done()));
      const gone = await on(allowed, '/api/email/testmail.html', { to: 'admin@brand.example' }, 'en');
      expect(gone.message).toBe('The test e-mail failed: connection refused');
    } finally {
      ssh.server.close();
    }
  });
});

describe('a secret stays with its address', () => {
  it('AI: a new base URL with the key left blank is refused at the key; the new host gets nothing', async () => {
    const first = await listener((_req, res) => res.end('{}'));
    const second = await listener((_req, res) => res.end('{}'));
    try {
      const key = 'sk-live-aaaabbbbcccc';
      expect(
        (
          await on(allowed, '/brand/ai/config_update.html', {
            baseUrl: `${first.url}/v1`,
            model: 'm',
            apiKey: key,
          })
        ).code,
      ).toBe(0);
      const moved = await on(allowed, '/brand/ai/config_update.html', {
        baseUrl: `${second.url}/v1`,
        model: 'm',
        apiKey: '',
      });
      expect([moved.code, moved.data.fields]).toEqual([
        1,
        [{ field: 'apiKey', message: '地址已更改，请为新地址重新输入密钥' }],
      ]);
      const en = await on(
        allowed,
        '/brand/ai/config_update.html',
        { baseUrl: `${second.url}/v1`, model: 'm' },
        'en',
      );
      expect(en.data.fields).toEqual([
        { field: 'apiKey', message: 'The address changed: enter the key again for the new address' },
      ]);
      // Same address, another model: the key is kept.
      expect(
        (await on(allowed, '/brand/ai/config_update.html', { baseUrl: `${first.url}/v1`, model: 'm2' })).code,
      ).toBe(0);
      await chat(allowed);
      expect(second.received).toEqual([]);
      // Entered again for the new address: saved.
      expect(
        (
          await on(allowed, '/brand/ai/config_update.html', {
            baseUrl: `${second.url}/v1`,
            model: 'm',
            apiKey: key,
          })
        ).code,
      ).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('SMTP: another host, port or user with the password kept is refused at the password', async () => {
    const base = {
      host: 'smtp.brand.example',
      port: 465,
      secure: 'tls',
      user: 'mailer',
      fromAddress: 'noreply@brand.example',
    };
    expect(
      (await on(closed, '/api/email/config_update.html', { ...base, password: 'Sup3r-Secret-Pass' })).code,
    ).toBe(0);
    for (const change of [{ host: 'smtp.elsewhere.example' }, { port: 587 }, { user: 'someone' }]) {
      const a = await on(closed, '/api/email/config_update.html', { ...base, ...change });
      expect([a.code, a.data.fields], JSON.stringify(change)).toEqual([
        1,
        [{ field: 'password', message: '地址已更改，请为新地址重新输入密钥' }],
      ]);
    }
    expect((await on(closed, '/api/email/config_update.html', { ...base, fromName: '品牌' })).code).toBe(0);
  });

  it('SMS: another key id or provider with the secret kept is refused at the secret', async () => {
    const base = { provider: 'aliyun', accessKeyId: 'LTAI-first', signName: '品牌' };
    expect(
      (await on(closed, '/brand/sms/configupdate.html', { ...base, accessKeySecret: 'secret-one-123456' }))
        .code,
    ).toBe(0);
    for (const change of [
      { accessKeyId: 'LTAI-second' },
      { provider: 'tencent', sdkAppId: '1400000000', region: 'ap-guangzhou' },
    ]) {
      const a = await on(closed, '/brand/sms/configupdate.html', { ...base, ...change });
      expect([a.code, a.data.fields], JSON.stringify(change)).toEqual([
        1,
        [{ field: 'accessKeySecret', message: '地址已更改，请为新地址重新输入密钥' }],
      ]);
    }
    expect((await on(closed, '/brand/sms/configupdate.html', { ...base, signName: '新签名' })).code).toBe(0);
  });
});
