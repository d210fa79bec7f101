import { useCallback } from 'react';
import { type UploadKind, uploadRule } from '../../contract/upload.ts';
import { useMayCall } from './use-may-call.ts';

const listRule = {
  image: uploadRule.imagelist,
  video: uploadRule.videolist,
  file: uploadRule.filelist,
} as const;

/**
 * `(kind) => boolean`: whether the role may read the brand's media library of `kind` (default images),
 * for a form's pickers and editor. The library's rights are the configuration module's 上传, which a
 * CRM-only role may lack: the kit then draws no library button and says why, rather than a dialog
 * that can only be refused. The shell hands the same answer to the kit (`MediaAccess`), for the
 * image fields that ask it themselves.
 */
export function useMayBrowseMedia(): (kind?: UploadKind) => boolean {
  const mayCall = useMayCall();
  return useCallback((kind: UploadKind = 'image') => mayCall(listRule[kind]), [mayCall]);
}
