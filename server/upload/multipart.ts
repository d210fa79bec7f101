import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from '@fastify/busboy';
import { HTTPException } from 'hono/http-exception';
import { fieldRefusal } from '../envelope.ts';

/** A file part as it arrived: written to a temp file, hashed, its head kept for sniffing text. */
export interface ReceivedFile {
  field: string;
  /** The name exactly as sent (paths kept, so `../x` can be refused rather than quietly cut). */
  name: string;
  tempPath: string;
  /** Bytes sent for this part (counted past the cap too). */
  size: number;
  /** Over its cap: the rest was not written; the temp file is incomplete. */
  tooLarge: boolean;
  sha256: string;
  head: Buffer;
}

export interface Received {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface ReceiveOptions {
  tempDir: string;
  /** A body longer than this is refused with HTTP 413, before it is read when its length is declared. */
  maxBodyBytes: number;
  /** Bytes a file part may have, given the fields that came before it. */
  fileCap: (fields: Record<string, string>, name: string) => number;
  maxFiles: number;
}

const headBytes = 64 * 1024;

/** Counts, hashes and keeps the head of a part, and stops writing past its cap (still draining it). */
class Meter extends Transform {
  size = 0;
  tooLarge = false;
  readonly hash = createHash('sha256');
  readonly #head: Buffer[] = [];
  #headLength = 0;

  constructor(readonly cap: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.size += chunk.length;
    if (this.tooLarge || this.size > this.cap) {
      this.tooLarge = true;
      return done();
    }
    this.hash.update(chunk);
    if (this.#headLength < headBytes) {
      const part = chunk.subarray(0, headBytes - this.#headLength);
      this.#head.push(part);
      this.#headLength += part.length;
    }
    done(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.#head);
  }
}

function tooLarge(): HTTPException {
  return new HTTPException(413, { message: 'Payload Too Large' });
}

/**
 * Reads a multipart body as a stream: each file goes straight to a temp file, so memory holds a
 * chunk at a time whatever the size. The caller removes the temp files (`discard`).
 */
export async function receiveMultipart(request: Request, options: ReceiveOptions): Promise<Received> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > options.maxBodyBytes) {
    // Unread: the client learns at once and the connection is not kept for the rest of the body.
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data/i.test(contentType))
    throw fieldRefusal('', 'uploadNotMultipart');
  if (!/;\s*boundary=/i.test(contentType)) throw fieldRefusal('', 'uploadNoBoundary');
  await mkdir(options.tempDir, { recursive: true });

  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const writes: Promise<void>[] = [];
  // A pipeline that fails settles before its file stream has closed: a stream destroyed while its
  // file is still opening creates the file afterwards, so removal waits for every close.
  const closes: Promise<unknown>[] = [];
  const parts: Readable[] = [];
  let busboy: ReturnType<typeof Busboy>;
  try {
    busboy = Busboy({
      headers: { 'content-type': contentType },
      preservePath: true,
      limits: { files: options.maxFiles, fields: 20, fieldSize: 4096, parts: options.maxFiles + 20 },
    });
  } catch {
    // A boundary the parser cannot use (empty, or too long): the caller's form, not our fault.
    throw fieldRefusal('', 'uploadNoBoundary');
  }
  busboy.on('field', (name, value) => {
    fields[name] = value;
  });
  busboy.on('file', (field, stream, name) => {
    const tempPath = join(options.tempDir, randomBytes(16).toString('hex'));
    const meter = new Meter(options.fileCap(fields, name));
    const file: ReceivedFile = {
      field,
      name,
      tempPath,
      size: 0,
      tooLarge: false,
      sha256: '',
      head: Buffer.alloc(0),
    };
    files.push(file);
    parts.push(stream);
    const out = createWriteStream(tempPath);
    closes.push(once(out, 'close'));
    writes.push(
      pipeline(stream, meter, out).then(() => {
        file.size = meter.size;
        file.tooLarge = meter.tooLarge;
        file.sha256 = meter.hash.digest('hex');
        file.head = meter.head();
      }),
    );
  });

  let bodyBytes = 0;
  const body = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bodyBytes += chunk.length;
      if (bodyBytes > options.maxBodyBytes) return done(tooLarge());
      done(null, chunk);
    },
  });
  let read = false;
  try {
    await pipeline(body, counter, busboy);
    read = true;
    await Promise.all(writes);
  } catch (error) {
    // A part cut off mid-way neither ends nor fails by itself once the parser is gone.
    for (const part of parts) part.destroy();
    await Promise.allSettled(writes);
    await Promise.allSettled(closes);
    await discard(files);
    if (error instanceof HTTPException) throw error;
    // The body could not be parsed (cut short, a part without its headers): the sender's form. A
    // temp file that could not be written once the body was read is ours, and stays a fault.
    if (!read) throw fieldRefusal('', 'uploadMalformed');
    throw new Error('multipart body could not be stored', { cause: error });
  }
  return { fields, files };
}

/** Removes the temp files of received parts. */
export async function discard(files: ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.tempPath, { force: true })));
}
