import { rename, rm, stat } from 'node:fs/promises';
import sharp from 'sharp';

// Each image is read once from disk; libvips' operation cache would only hold memory between uploads.
sharp.cache(false);

export interface ImageFacts {
  width: number;
  height: number;
  /** Bytes of the file as stored (metadata removed). */
  size: number;
}

/**
 * Reads an image's size as shown (EXIF orientation applied) and, when it carries metadata (EXIF with
 * GPS, XMP, IPTC), rewrites it in its own format without them, rotated upright. Answers null when the
 * content is not an image sharp can read, and `tooManyPixels` when its header declares more than
 * `maxPixels` (a 31 KB PNG may declare 16000 × 16000): read from the header, before any decoding.
 */
export async function cleanImage(
  path: string,
  format: string,
  maxPixels: number,
): Promise<ImageFacts | 'tooManyPixels' | null> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(path).metadata();
  } catch {
    return null;
  }
  if (!meta.width || !meta.height) return null;
  // `height` is one frame's; an animation decodes every frame.
  if (meta.width * meta.height * (meta.pages ?? 1) > maxPixels) return 'tooManyPixels';
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  if (meta.exif || meta.xmp || meta.iptc) {
    const animated = format === 'gif' || format === 'webp';
    const out = `${path}.clean`;
    try {
      // Output drops all metadata unless asked; the colour profile is kept so colours do not shift.
      await sharp(path, { animated, limitInputPixels: maxPixels })
        .rotate()
        .keepIccProfile()
        .toFormat(format as keyof sharp.FormatEnum, format === 'jpeg' ? { quality: 92, mozjpeg: true } : {})
        .toFile(out);
    } catch {
      await rm(out, { force: true });
      return null;
    }
    await rename(out, path);
  }
  return { width, height, size: (await stat(path)).size };
}

/** A WebP thumbnail `width` wide (never enlarged), first frame of an animation. */
export async function makeThumbnail(
  path: string,
  out: string,
  width: number,
  maxPixels: number,
): Promise<number> {
  await sharp(path, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(out);
  return (await stat(out)).size;
}

/** sharp's format name for a sniffed image type, or null when sharp does not process it. */
export function sharpFormat(sniffedExt: string | undefined): string | null {
  switch (sniffedExt) {
    case 'jpg':
      return 'jpeg';
    case 'png':
    case 'gif':
    case 'webp':
    case 'avif':
      return sniffedExt;
    default:
      return null;
  }
}
