import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint that streams (`stream: true`),
 * for the server tests, the screen tests, the e2e story and a manual look with `npm start`:
 *
 *   npx tsx tests/support/openai-double.ts 4181
 *
 * prints the base URL and key to enter on the AI page. It answers by the `Task: …` line of the system
 * message: a drafted SMS or e-mail template or article (with its JSON block), or an echo of the member's words.
 * It records every request it was sent (what the server let out) and every request cut off mid-answer.
 */

export interface ReceivedChat {
  authorization: string;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  raw: string;
}

export type OpenAiDoubleMode =
  /** Streams the answer in small pieces, then the usage and `[DONE]`. */
  | 'ok'
  /** Streams the first pieces, then waits until the client goes (for Stop). */
  | 'hold'
  /** HTTP 401 with OpenAI's words, which echo part of the key. */
  | 'unauthorized'
  /** HTTP 500 before any answer. */
  | 'error500'
  /** Starts answering, then breaks the connection. */
  | 'cut';

export interface OpenAiDouble {
  /** The base URL to configure (`http://127.0.0.1:<port>/v1`). */
  url: string;
  /** The key it accepts (`Bearer <key>`); any other gets 401. */
  key: string;
  mode: OpenAiDoubleMode;
  /** Milliseconds between two pieces of an answer. */
  pieceDelayMs: number;
  received: ReceivedChat[];
  /** Answers the client left before they were complete (Stop, a closed page). */
  aborted: number;
  /** Releases answers held by `hold` (they then finish). */
  release(): void;
  close(): Promise<void>;
}

export const doubleKey = 'sk-double-0123456789abcdef';

export const smsDraft = {
  title: '会员积分到账提醒',
  kind: 'notice',
  content: '尊敬的{name}，您的 {points} 积分已到账，当前共 {total} 分，感谢您的支持。',
};

export const emailDraft = {
  name: '新品上市通知',
  subject: '{{name}}，新品上市啦',
  body: '<p>尊敬的 {{name}}：</p><p>我们的新品已经上市，欢迎选购。</p>',
};

/** The double's article draft for a title: a body with a subheading, a list, bold and a literal tag. */
export function articleDraftOf(title: string, category = '') {
  return {
    title,
    summary: `${title}：活动安排与报名方式。`,
    category,
    body: '今年的会员日定在周六，地点在旗舰店。\n\n## 活动安排\n\n- 上午：新品试用\n- 下午：会员分享\n\n名额有限，请**提前报名**；页面上的 <b>标记</b> 只是文字。',
  };
}

function answerFor(messages: ReceivedChat['messages']): string {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const task = /^Task: (.+)$/m.exec(system)?.[1] ?? 'chat';
  if (task === 'sms-template')
    return `这是一条积分到账通知，共 ${[...smsDraft.content].length} 字，一条短信即可发完。\n\n\`\`\`json\n${JSON.stringify(smsDraft, null, 2)}\n\`\`\`\n`;
  if (task === 'email-template')
    return `这是一封新品上市通知，称呼用变量 {{name}}。\n\n\`\`\`json\n${JSON.stringify(emailDraft, null, 2)}\n\`\`\`\n`;
  if (task === 'article') {
    // The title the server put in the brief, and the first category it listed (none if it sent none).
    const title = /^Its title[^:]*: (.+)$/m.exec(system)?.[1] ?? '';
    const category = /article categories[^\n]*\n- ([^\n]+)/.exec(system)?.[1] ?? '';
    return `这是一篇会员日活动的文章草稿，分三段。\n\n\`\`\`json\n${JSON.stringify(articleDraftOf(title, category), null, 2)}\n\`\`\`\n`;
  }
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return `你说：${last}。我是测试用的助手，只会复述。`;
}

/** Splits an answer into pieces of a few characters, as providers stream tokens. */
function pieces(text: string): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += 6) out.push(chars.slice(i, i + 6).join(''));
  return out;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startOpenAiDouble(
  options: { port?: number; host?: string; key?: string } = {},
): Promise<OpenAiDouble> {
  const waiting = new Set<() => void>();
  const double: OpenAiDouble = {
    url: '',
    key: options.key ?? doubleKey,
    mode: 'ok',
    pieceDelayMs: 5,
    received: [],
    aborted: 0,
    release() {
      for (const go of waiting) go();
      waiting.clear();
    },
    close: async () => undefined,
  };
  const server: Server = createServer(async (req, res) => {
    const raw = await bodyOf(req);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method !== 'POST' || !/\/chat\/completions$/.test(req.url ?? '')) {
      return json(404, { error: { message: 'not found' } });
    }
    let body: { model?: string; stream?: boolean; messages?: ReceivedChat['messages'] } = {};
    try {
      body = JSON.parse(raw);
    } catch {
      return json(400, { error: { message: 'bad JSON' } });
    }
    const authorization = String(req.headers.authorization ?? '');
    const messages = body.messages ?? [];
    double.received.push({
      authorization,
      model: body.model ?? '',
      stream: body.stream === true,
      messages,
      raw,
    });
    if (double.mode === 'error500') return json(500, { error: { message: 'the model is overloaded' } });
    if (double.mode === 'unauthorized' || authorization !== `Bearer ${double.key}`) {
      const shown = authorization.replace(/^Bearer /, '');
      return json(401, {
        error: {
          message: `Incorrect API key provided: ${shown.slice(0, 6)}***${shown.slice(-4)}. You can find your API key at https://platform.example/account/api-keys.`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    }
    const mode = double.mode;
    let finished = false;
    res.on('close', () => {
      if (!finished) double.aborted += 1;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = `chatcmpl-${double.received.length}`;
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    const answer = pieces(answerFor(messages));
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const [i, piece] of answer.entries()) {
      if (res.destroyed) return;
      if (mode === 'hold' && i === 3) await new Promise<void>((go) => waiting.add(go));
      if (res.destroyed) return;
      if (mode === 'cut' && i === 3) {
        res.destroy();
        return;
      }
      res.write(chunk({ content: piece }));
      if (double.pieceDelayMs > 0) await wait(double.pieceDelayMs);
    }
    res.write(chunk({}, 'stop'));
    const prompt = Math.ceil(raw.length / 4);
    const completion = answer.length;
    res.write(
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        choices: [],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      })}\n\n`,
    );
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  double.url = `http://${address.address}:${address.port}/v1`;
  double.close = () =>
    new Promise<void>((resolve) => {
      double.release();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return double;
}

// `npx tsx tests/support/openai-double.ts [port]`: a provider to point `npm start` at by hand.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const double = await startOpenAiDouble({ port: Number(process.argv[2] ?? 4181) });
  double.pieceDelayMs = 60;
  console.log(`OpenAI-compatible double at ${double.url}`);
  console.log(`On the AI page: base URL ${double.url}, model double-1, key ${double.key}`);
}
