import { join, resolve } from 'node:path';
import type { ServerEnv } from '../env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The bucket when `S3_*` are set, else `DATA_DIR/uploads`. */
export function openStorage(env: Pick<ServerEnv, 'dataDir' | 's3'>): Storage {
  return env.s3 ? new S3Storage(env.s3) : new LocalStorage(join(resolve(env.dataDir || '.'), 'uploads'));
}
