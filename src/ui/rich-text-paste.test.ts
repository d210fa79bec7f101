import { describe, expect, it } from 'vitest';
import { withoutHandlers } from './rich-text-editor.tsx';

describe('pasted HTML in the rich text editor', () => {
  it('loses its event handler attributes, quoted or not, before the editor parses it', () => {
    expect(withoutHandlers('<p>贴入</p><img src="x" onerror="window.__pwned = true">')).toBe(
      '<p>贴入</p><img src="x" >',
    );
    expect(withoutHandlers('<img/onerror=alert(1) src=x>')).toBe('<img/ src=x>');
    expect(withoutHandlers(`<a href="/" onclick="x()" onMouseOver='y'>t</a>`)).toBe('<a href="/"  >t</a>');
  });

  it('leaves text that only looks like a handler alone', () => {
    expect(withoutHandlers('<p title="a">one=1 onion onload=x</p>')).toBe(
      '<p title="a">one=1 onion onload=x</p>',
    );
  });
});
