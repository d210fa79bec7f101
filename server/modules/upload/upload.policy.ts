import type { Refusal } from '../../kit/policy.ts';

/** The facts of a library file someone wants to delete. */
export interface LibraryFileFacts {
  /** The file's URL as the library answers it. */
  fileurl: string;
  /** The brand's logo (`cfg_brand_logo`), '' when none. */
  brandLogo: string;
}

/**
 * A file the brand's logo shows may not leave the library: the header and the brand's pages would
 * show a broken image. The logo is changed (or removed) first.
 */
export function deleteFileRefusal(file: LibraryFileFacts): Refusal | null {
  if (file.brandLogo !== '' && file.brandLogo === file.fileurl) return { code: 1, key: 'uploadIsLogo' };
  return null;
}
