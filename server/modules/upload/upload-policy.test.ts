import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkName,
  isUtf8Text,
  kindOfExtension,
  largestLimit,
  type UploadRules,
} from '../../upload/upload-policy.ts';
import { deleteFileRefusal } from './upload.policy.ts';

const rules: UploadRules = {
  image: { maxBytes: 5 * 1024 * 1024, exts: ['jpg', 'jpeg', 'png', 'svg'] },
  video: { maxBytes: 100 * 1024 * 1024, exts: ['mp4'] },
  file: { maxBytes: 20 * 1024 * 1024, exts: ['pdf', 'txt', 'docx'] },
};
const jpeg = { ext: 'jpg', mime: 'image/jpeg' };

describe('upload policy', () => {
  it('refuses names with paths or control characters', () => {
    for (const name of ['../a.png', '..\\a.png', 'a/b.png', '', '..', 'a\u0000.png', 'x\n.png'])
      expect(checkName(name)?.key, JSON.stringify(name)).toBe('uploadNameUnsafe');
    expect(checkName('报告 2026.pdf')).toBeNull();
  });

  it('accepts a file whose content, extension and kind agree', () => {
    expect(
      checkFile({ name: 'a.JPG', kind: 'image', size: 10, rules, sniffed: jpeg, looksLikeText: false }),
    ).toBeNull();
    expect(
      checkFile({
        name: 'a.docx',
        kind: 'file',
        size: 10,
        rules,
        sniffed: {
          ext: 'docx',
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        looksLikeText: false,
      }),
    ).toBeNull();
  });

  it('refuses in order: empty, too large, program, extension, type', () => {
    const base = { kind: 'image' as const, rules, looksLikeText: false };
    expect(checkFile({ ...base, name: 'a.jpg', size: 0, sniffed: undefined })?.key).toBe('uploadEmpty');
    expect(checkFile({ ...base, name: 'a.jpg', size: 6 * 1024 * 1024, sniffed: jpeg })).toEqual({
      key: 'uploadTooLarge',
      params: { name: 'a.jpg', max: 5 },
    });
    expect(
      checkFile({
        ...base,
        name: 'a.jpg',
        size: 9,
        sniffed: { ext: 'exe', mime: 'application/x-msdownload' },
      })?.key,
    ).toBe('uploadExecutable');
    expect(
      checkFile({ ...base, name: 'a.gif', size: 9, sniffed: { ext: 'gif', mime: 'image/gif' } })?.key,
    ).toBe('uploadExtNotAllowed');
    expect(checkFile({ ...base, name: 'a.png', size: 9, sniffed: jpeg })?.key).toBe('uploadTypeMismatch');
    // Text named .png: no signature, so no type to name in the message (it said "（?）").
    expect(checkFile({ ...base, name: 'a.png', size: 9, sniffed: undefined })).toEqual({
      key: 'uploadTypeUnknown',
      params: { name: 'a.png', ext: 'png' },
    });
    expect(
      checkFile({ ...base, name: 'a.pdf', size: 9, sniffed: { ext: 'pdf', mime: 'application/pdf' } })?.key,
    ).toBe('uploadExtNotAllowed');
  });

  it('takes text formats on their content: no signature, UTF-8 (an XML prolog is fine for SVG)', () => {
    const base = { kind: 'file' as const, rules, size: 5 };
    expect(checkFile({ ...base, name: 'a.txt', sniffed: undefined, looksLikeText: true })).toBeNull();
    expect(checkFile({ ...base, name: 'a.txt', sniffed: undefined, looksLikeText: false })?.key).toBe(
      'uploadNotText',
    );
    expect(
      checkFile({ ...base, name: 'a.txt', sniffed: { ext: 'png', mime: 'image/png' }, looksLikeText: true })
        ?.key,
    ).toBe('uploadTypeMismatch');
    expect(
      checkFile({
        ...base,
        kind: 'image',
        name: 'a.svg',
        sniffed: { ext: 'xml', mime: 'application/xml' },
        looksLikeText: true,
      }),
    ).toBeNull();
  });

  it('reads UTF-8 text even when the head cuts a character in two', () => {
    const text = Buffer.from('你好');
    expect(isUtf8Text(text.subarray(0, 4), false)).toBe(true);
    expect(isUtf8Text(text.subarray(0, 4), true)).toBe(false);
    expect(isUtf8Text(Buffer.from([0x41, 0, 0x42]), true)).toBe(false);
  });

  it('finds the kind of an extension and the largest limit', () => {
    expect(kindOfExtension('mp4', rules)).toBe('video');
    expect(kindOfExtension('exe', rules)).toBeNull();
    expect(largestLimit(rules)).toBe(100 * 1024 * 1024);
  });

  it("refuses to delete the file the brand's logo shows, and only that one", () => {
    const fileurl = '/upload/1/2026/05/a.png';
    expect(deleteFileRefusal({ fileurl, brandLogo: fileurl })).toEqual({ code: 1, key: 'uploadIsLogo' });
    expect(deleteFileRefusal({ fileurl, brandLogo: '/upload/1/2026/05/b.png' })).toBeNull();
    expect(deleteFileRefusal({ fileurl, brandLogo: '' })).toBeNull();
  });
});
