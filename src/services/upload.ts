import {
  type UeConfig,
  type UploadedItem,
  type UploadKind,
  type UploadListResult,
  uploadFields,
  uploadPaths,
} from '../../contract/upload.ts';
import type { ListQueryState } from '../machines/list.machine.ts';
import { action, type CallOptions, deleteUrl, get, post, uploadWithProgress } from './http.ts';

const exact: CallOptions = { mergeQuery: false };

/**
 * One file to the library with progress. A refusal (empty, wrong type, too large) rejects with the
 * server's reason, shown at the file rather than toasted.
 */
export function uploadFile(
  file: File,
  options: { kind?: UploadKind; onProgress: (loaded: number, total: number) => void; signal: AbortSignal },
): Promise<UploadedItem> {
  const form = new FormData();
  // Before the file: the server reads `kind` to apply that kind's limit while the file streams in.
  if (options.kind) form.append(uploadFields.kind, options.kind);
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
