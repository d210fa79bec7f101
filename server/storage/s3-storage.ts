import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { S3Env } from '../env.ts';
import { isSafeKey, type PutOptions, type Storage } from './storage.ts';

/**
 * An S3-compatible bucket through aws4fetch (a signed `fetch`, a few KB, rather than the AWS SDK).
 * Bodies stream from the checked temp file with their length known, as S3 requires for a PUT.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly tempDir = join(tmpdir(), 'brand-console-uploads');
  readonly #client: AwsClient;
  readonly publicOrigin: string;

  constructor(readonly env: S3Env) {
    this.publicOrigin = new URL(env.publicUrl).origin;
    this.#client = new AwsClient({
      accessKeyId: env.accessKeyId,
      secretAccessKey: env.secretAccessKey,
      service: 's3',
      region: env.region,
    });
  }

  #objectUrl(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return `${this.env.endpoint}/${this.env.bucket}/${key}`;
  }

  async put(key: string, path: string, options: PutOptions): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': options.contentType,
      'content-length': String(options.size),
      // Streamed, so not hashed into the signature; the transport (https) protects it.
      'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      'cache-control': 'public, max-age=31536000, immutable',
    };
    if (options.attachment) headers['content-disposition'] = 'attachment';
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
    const res = await this.#client.fetch(this.#objectUrl(key), { method: 'PUT', headers, body });
    if (!res.ok) throw new Error(`S3 PUT ${key}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.body?.cancel();
  }

  async open(key: string): Promise<Readable | null> {
    const res = await this.#client.fetch(this.#objectUrl(key), { method: 'GET' });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: HTTP ${res.status}`);
    return Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    const res = await this.#client.fetch(this.#objectUrl(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: HTTP ${res.status}`);
    await res.body?.cancel();
  }

  url(key: string): string {
    return `${this.env.publicUrl}/${key}`;
  }
}
