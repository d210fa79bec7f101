import { translator } from '../../core.messages.ts';

/**
 * Messages of the upload endpoints and the picture library, spread into server/messages.ts. The checks
 * every upload passes (server/upload/) say theirs from server/core.messages.ts.
 */
export const uploadZh = {
  uploadNoFile: '参数错误',
  uploadKindBad: 'kind 只能是 image、video 或 file',
  uploadRefused: '{name}：{reason}',
  uploadNotFound: '文件不存在（id {id}）',
  uploadPrivateNotFound: '文件不存在，或已被删除',
  uploadPurposeBad: '文件用途只能是图片库或代理商执照',
  uploadIsLogo: '该文件正用作品牌 Logo，请先更换或移除 Logo',
  uploaded: '上传成功',
};

export const uploadEn: Record<keyof typeof uploadZh, string> = {
  uploadNoFile: 'parameter error',
  uploadKindBad: 'kind must be image, video or file',
  uploadRefused: '{name}: {reason}',
  uploadNotFound: 'File not found (id {id})',
  uploadPrivateNotFound: 'The file does not exist or was deleted',
  uploadPurposeBad: "A file's use is the picture library or an agent's licence",
  uploadIsLogo: "This file is the brand's logo: change or remove the logo first",
  uploaded: 'Uploaded',
};

/** upload's messages and the core ones, in a language: what upload's files say their words with. */
export const uploadText = translator(uploadZh, uploadEn);
