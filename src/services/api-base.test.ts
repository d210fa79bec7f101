import { afterEach, describe, expect, it, vi } from 'vitest';
import { readApiBase } from './api-base.ts';

function page(content: string | null): Document {
  document.head.innerHTML = content === null ? '' : `<meta name="api-base" content="${content}">`;
  return document;
}

describe('readApiBase', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the same origin when neither the page nor the build names one', () => {
    expect(readApiBase(page(null), undefined)).toBe('');
    expect(readApiBase(page(''), undefined)).toBe('');
  });

  it('takes the meta tag over the build-time value, without a trailing slash', () => {
    expect(readApiBase(page('https://api.example.com/'), 'http://build.example')).toBe(
      'https://api.example.com',
    );
  });

  it('falls back to the build-time value when the meta tag is empty', () => {
    expect(readApiBase(page('  '), 'http://build.example/')).toBe('http://build.example');
  });

  it('ignores a meta value that is not an http(s) URL and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readApiBase(page('javascript:alert(1)'), undefined)).toBe('');
    expect(readApiBase(page('api.example.com'), 'http://build.example')).toBe('http://build.example');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
