import '../../tests/support/kit-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { description } from '../../tests/support/described.ts';
import { TextArea } from './text-area.tsx';
import { TextField } from './text-field.tsx';

afterEach(cleanup);

function Controlled() {
  const [value, setValue] = useState('');
  return <TextArea label="备注" maxLength={10} value={value} onChange={setValue} description="写给同事看" />;
}

describe('a text field with a most length', () => {
  it('keeps a paste past the limit whole and says by how much it is over, in its description', async () => {
    const user = userEvent.setup();
    render(<TextField label="模板名称" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: '模板名称' });
    // The browser's own maxlength would cut this to 5 without a word.
    expect(box.getAttribute('maxlength')).toBeNull();
    await user.click(box);
    await user.paste('双十一大促提醒');
    expect((box as HTMLInputElement).value).toBe('双十一大促提醒');
    expect(description(box)).toBe('已超出 2 个字符（最多 5 个）');
    await user.keyboard('{Backspace}{Backspace}');
    expect(description(box)).toBe('');
  });

  it('says it beside its own help when controlled', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: '备注' });
    await user.click(box);
    await user.paste('一二三四五六七八九十十一');
    expect(description(box)).toBe('写给同事看 已超出 2 个字符（最多 10 个）');
  });
});
