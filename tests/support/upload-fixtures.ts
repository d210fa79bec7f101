import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { S3Env } from '../../server/env.ts';

/** A JPEG carrying EXIF with a GPS position, as phones write them. */
export function jpegWithGps(width = 800, height = 600, colour = '#c0392b'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'test', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 32/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '113/1 56/1 0/1',
      },
    })
    .toBuffer();
}

export function png(width = 64, height = 48, colour = '#2980b9'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** The start of a Windows program (`MZ` header) padded to look like a file. */
export function windowsProgram(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);
}

/** A minimal PDF. */
export function pdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
}

/**
 * A local S3-compatible server (s3rver) on a free loopback port with one bucket, and the storage
 * settings pointing at it.
 */
export async function startS3(): Promise<{ env: S3Env; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'bc-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      endpoint,
      bucket: 'uploads',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
      publicUrl: `${endpoint}/uploads`,
    },
    close: () => server.close(),
  };
}
