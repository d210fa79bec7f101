import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProtocolError, pgliteRunner, pgliteStatements, readRows } from './prepared.ts';

// The fast path reads PGlite's raw protocol itself: it must answer exactly what PGlite's own query()
// answers, and refuse (not misread) an answer that is not the protocol it expects.

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
});
afterAll(() => client.close());

const fast = () => pgliteStatements(client);
const theirs = async (text: string, params: unknown[] = []) =>
  (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows;

const megabyte = 'é'.repeat(512 * 1024); // 1 MiB of UTF-8 in two-byte characters

const cases: [string, string, unknown[]][] = [
  ['NULL of several types', 'select null::text, null::int4, null::bool, null::timestamptz', []],
  ['empty text beside NULL', "select ''::text, null::text, $1::text", ['']],
  ['characters outside the BMP', "select '𠀀😀𝌆'::text, $1::text, length($1)", ['家👩‍👩‍👧 𝄞']],
  [
    '1 MB of text, in a column and as a parameter',
    "select repeat('é', 524288), $1::text = repeat('é', 524288)",
    [megabyte],
  ],
  [
    'numeric beyond a double, negative and scaled',
    'select 12345678901234567890.123456789::numeric, (-0.5)::numeric, 1e-20::numeric, $1::numeric',
    ['99999999999999999999.99'],
  ],
  [
    'timestamptz in other zones, with micro-seconds, and as a parameter',
    "select '2024-02-29 23:59:59.123456+08'::timestamptz, '1970-01-01 00:00:00Z'::timestamptz, $1::timestamptz",
    [new Date('2030-12-31T23:59:59.999Z')],
  ],
  ['booleans', 'select true, false, $1::bool, $2::bool', [true, false]],
  [
    'arrays with NULL, quotes, commas and braces',
    "select array[1, null, -3]::int4[], array['a\"b', null, 'c,d', '{e}', '']::text[], array[[1,2],[3,4]]::int8[], '{}'::text[]",
    [],
  ],
  [
    'bigint inside and beyond a safe integer',
    'select 42::int8, 9007199254740993::int8, (-9223372036854775808)::int8, $1::int8',
    [9007199254740991n],
  ],
  ['several rows', 'select g, g::text || $1 from generate_series(1, 50) g', ['x']],
  ['no rows', 'select 1 where false', []],
];

describe('runPrepared on PGlite answers what query() answers', () => {
  for (const [name, text, params] of cases) {
    it(name, async () => {
      const mine = await fast().run(text, params, {});
      expect(mine).toEqual(await theirs(text, params));
      // Again: the second run uses the statement parsed by the first.
      expect(await fast().run(text, params, { genericPlan: true })).toEqual(mine);
    });
  }

  it('types each value as query() does (Date, bigint, number, string)', async () => {
    const [row] = await fast().run('select now(), 9007199254740993::int8, 7::int8, 1.5::numeric', [], {});
    expect(row?.[0]).toBeInstanceOf(Date);
    expect(typeof row?.[1]).toBe('bigint');
    expect(row?.[2]).toBe(7);
    expect(row?.[3]).toBe('1.5');
  });

  it('throws the database error with its SQLSTATE, and the session goes on', async () => {
    await expect(fast().run('select 1 / $1::int4', [0], {})).rejects.toMatchObject({ code: '22012' });
    expect(await fast().run('select 1 / $1::int4', [1], {})).toEqual([[1]]);
  });
});

/** The raw answer PGlite gives the fast path for `text`, captured on its way to readRows. */
async function rawAnswer(text: string, params: unknown[]): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const original = client.execProtocolRawStream.bind(client);
  const spy = vi.spyOn(client, 'execProtocolRawStream').mockImplementation((message, options) =>
    original(message, {
      ...options,
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
        options?.onRawData?.(chunk);
      },
    }),
  );
  try {
    await fast().run(text, params, {});
  } finally {
    spy.mockRestore();
  }
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

describe('readRows checks every length', () => {
  const text = "select 1::int4, 'ab'::text, null::text from generate_series(1, 3)";

  it('reads an intact answer', async () => {
    const raw = await rawAnswer(text, []);
    expect(readRows(raw, client.parsers)).toEqual([
      [1, 'ab', null],
      [1, 'ab', null],
      [1, 'ab', null],
    ]);
  });

  it('refuses the answer cut at every byte, message boundaries included', async () => {
    const raw = await rawAnswer(text, []);
    for (let cut = 0; cut < raw.length; cut++) {
      expect(() => readRows(raw.subarray(0, cut), client.parsers), `cut at ${cut}`).toThrow(ProtocolError);
    }
  });

  it('refuses lengths that point past the message or the answer', async () => {
    const raw = await rawAnswer(text, []);
    const at = raw.indexOf(0x44); // the first DataRow
    const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

    const longMessage = raw.slice();
    view(longMessage).setInt32(at + 1, 1 << 30);
    expect(() => readRows(longMessage, client.parsers)).toThrow(/message length/);

    const shortMessage = raw.slice();
    view(shortMessage).setInt32(at + 1, 2);
    expect(() => readRows(shortMessage, client.parsers)).toThrow(/message length/);

    const longField = raw.slice();
    view(longField).setInt32(at + 7, 1000); // the first column's size
    expect(() => readRows(longField, client.parsers)).toThrow(/past the message end/);

    const negativeField = raw.slice();
    view(negativeField).setInt32(at + 7, -2);
    expect(() => readRows(negativeField, client.parsers)).toThrow(ProtocolError);

    const moreColumns = raw.slice();
    view(moreColumns).setInt16(at + 5, 4);
    expect(() => readRows(moreColumns, client.parsers)).toThrow(/without a matching description/);

    const fewerColumns = raw.slice();
    view(fewerColumns).setInt16(at + 5, 2);
    expect(() => readRows(fewerColumns, client.parsers)).toThrow(ProtocolError);
  });

  it('refuses a row without a row description, and an unterminated column name', async () => {
    const raw = await rawAnswer(text, []);
    const description = raw.indexOf(0x54);
    const noDescription = raw.slice();
    noDescription[description] = 0x4e; // a NoticeResponse, which readRows skips
    expect(() => readRows(noDescription, client.parsers)).toThrow(/without a matching description/);

    const unterminated = raw.slice();
    const descriptionEnd =
      description + 1 + new DataView(raw.buffer, raw.byteOffset).getInt32(description + 1);
    unterminated.fill(0x61, description + 7, descriptionEnd); // the first column name runs to the end
    expect(() => readRows(unterminated, client.parsers)).toThrow(/unterminated string/);
  });
});

describe('pgliteRunner', () => {
  it('takes the fast path when PGlite is what it expects, without a warning', async () => {
    const warn = vi.fn();
    const runner = await pgliteRunner(client, { warn });
    expect(warn).not.toHaveBeenCalled();
    const spy = vi.spyOn(client, 'execProtocolRawStream');
    try {
      expect(await runner.run('select $1::text', ['x'], {})).toEqual([['x']]);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  // A second PGlite whose internals each test changes on the instance, and restores.
  let other: PGlite;
  beforeAll(async () => {
    other = await PGlite.create();
  });
  afterAll(() => other.close());
  const restore = () => Reflect.deleteProperty(other, 'execProtocolRawStream');

  it('falls back to query() with one warning when an internal method is missing', async () => {
    try {
      Object.defineProperty(other, 'execProtocolRawStream', { value: undefined, configurable: true });
      const warn = vi.fn();
      const runner = await pgliteRunner(other, { warn });
      await pgliteRunner(other, { warn });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/missing execProtocolRawStream.*public query\(\)/);
      for (const [, text, params] of cases) {
        expect(await runner.run(text, params, {})).toEqual(
          (await other.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
        );
      }
    } finally {
      restore();
    }
  });

  it('falls back when the raw answer is not the protocol it reads', async () => {
    try {
      const original = other.execProtocolRawStream.bind(other);
      // An answer that has lost its last byte, as a changed framing would look.
      Object.defineProperty(other, 'execProtocolRawStream', {
        configurable: true,
        value: async (message: Uint8Array, options: { onRawData?: (chunk: Uint8Array) => void }) => {
          const chunks: Uint8Array[] = [];
          await original(message, { onRawData: (chunk) => chunks.push(chunk.slice()) });
          const last = chunks.pop();
          for (const c of chunks) options.onRawData?.(c);
          if (last) options.onRawData?.(last.subarray(0, last.length - 1));
        },
      });
      const warn = vi.fn();
      const runner = await pgliteRunner(other, { warn });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/PGlite protocol/);
      expect(await runner.run("select 'still right'::text", [], {})).toEqual([['still right']]);
    } finally {
      restore();
    }
  });
});
