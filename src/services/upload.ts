import {
  type UeConfig,
  type UploadedItem,
  type UploadKind,
  type UploadListResult,
  type UploadPurpose,
  uploadFields,
  uploadPaths,
} from '../../contract/upload.ts';
import type { ListQueryState } from '../machines/list.machine.ts';
import { action, binary, type CallOptions, deleteUrl, get, post, uploadWithProgress } from './http.ts';

const exact: CallOptions = { mergeQuery: false };

/**
 * One file to the library with progress. A refusal (empty, wrong type, too large) rejects with the
 * server's reason, shown at the file rather than toasted.
 */
export function uploadFile(
  file: File,
  options: {
    kind?: UploadKind;
    /** `licence`: a private scan, never in the library (default: the library). */
    purpose?: UploadPurpose;
    onProgress: (loaded: number, total: number) => void;
    signal: AbortSignal;
  },
): Promise<UploadedItem> {
  const form = new FormData();
  // Before the file: the server reads `kind` to apply that kind's limit while the file streams in.
  if (options.kind) form.append(uploadFields.kind, options.kind);
  if (options.purpose) form.append(uploadFields.purpose, options.purpose);
  form.append(uploadFields.file, file, file.name);
  return uploadWithProgress<UploadedItem>(uploadPaths.file, form, {
    onProgress: options.onProgress,
    signal: options.signal,
    notifyErrors: false,
  });
}

const listPath: Record<UploadKind, string> = {
  image: uploadPaths.imagelist,
  video: uploadPaths.videolist,
  file: uploadPaths.filelist,
};

export function listLibrary(kind: UploadKind, query: Pick<ListQueryState, 'page' | 'pageSize' | 'keyword'>) {
  const body: Record<string, unknown> = { page: query.page, pageSize: query.pageSize };
  if (query.keyword) body.keyword = query.keyword;
  return post<UploadListResult>(listPath[kind], body, exact);
}

export function deleteUploadUrl(id: number): string {
  return deleteUrl(uploadPaths.del, [id]);
}

export function deleteUpload(url: string) {
  return action<{ deleted: number }>(url);
}

export function readUeConfig(): Promise<UeConfig> {
  return get<UeConfig>(uploadPaths.ueconfig);
}

/** Whether a `fileurl` is a private file's: read through the API with the session, never linked bare. */
export function isPrivateFileUrl(url: string): boolean {
  return url.startsWith(`${uploadPaths.private}?`);
}

/** A private file's content, read with the session and the brand (an `<img>` could not send them). */
export async function readPrivateFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const data = await binary('GET', url, {
    responseType: 'blob',
    notifyErrors: false,
    mergeQuery: false,
    signal,
  });
  return data instanceof Blob ? data : new Blob([data]);
}
