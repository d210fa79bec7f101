import type { AreaSource } from '../ui/address-picker.tsx';
import type { MediaSource } from '../ui/media-library.tsx';
import { areaChildren, areaInit } from './area.ts';
import { apiUrl } from './http-config.ts';
import { listLibrary, uploadFile } from './upload.ts';

/**
 * The services behind the kit's media library and address picker, for every screen that uses them
 * (brand logo now; products, articles, customers and agents later).
 */
export const mediaSource: MediaSource = {
  list: (kind, query) => listLibrary(kind, query),
  upload: (kind) => (file, options) => uploadFile(file, { ...options, kind }),
  // Local uploads are paths on the API's origin, which may not be the console's.
  href: (url) => (url.startsWith('/') ? apiUrl(url) : url),
};

export const areaSource: AreaSource = { init: areaInit, children: areaChildren };

/**
 * The media library for e-mail: a mail client has no origin to resolve `/uploads/...` against (the
 * server drops such images from mail bodies), so a picked local file is put in as the full address the
 * API answers it under. It reaches readers only where that address is public.
 */
export const mailMediaSource: MediaSource = {
  ...mediaSource,
  list: async (kind, query) => {
    const page = await listLibrary(kind, query);
    return {
      ...page,
      list: page.list.map((item) =>
        item.fileurl.startsWith('/')
          ? { ...item, fileurl: new URL(apiUrl(item.fileurl), window.location.href).href }
          : item,
      ),
    };
  },
};
