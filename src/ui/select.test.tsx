import '../../tests/support/kit-dom.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { Select, SelectItem } from './select.tsx';
import { useResource } from './use-resource.ts';

afterEach(() => {
  cleanup();
  setLocale('zh-CN');
});

const groups = [
  { id: 1, name: 'A级客户' },
  { id: 2, name: '新客户' },
];

function GroupSelect({ items, isLoading }: { items: typeof groups; isLoading?: boolean }) {
  return (
    <Select label="客户分组" items={items} isLoading={isLoading}>
      {(g) => <SelectItem id={g.id}>{g.name}</SelectItem>}
    </Select>
  );
}

describe('a select whose choices are still being read', () => {
  it('says 加载中 in its button, then 请选择… once they are in, and opens with them', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<GroupSelect items={[]} isLoading />);
    const button = screen.getByRole('button', { name: /客户分组/ });
    expect(button.textContent).toContain('加载中');
    // Pressed while loading it stays shut: there is nothing to pick yet, and it said why.
    await user.click(button);
    expect(screen.queryByRole('listbox')).toBeNull();

    rerender(<GroupSelect items={groups} />);
    expect(button.textContent).toContain('请选择…');
    expect(button.textContent).not.toContain('加载中');
    await user.click(button);
    expect(screen.getByRole('option', { name: 'A级客户' })).toBeTruthy();
  });

  it('says Loading in English', () => {
    setLocale('en');
    render(<GroupSelect items={[]} isLoading />);
    expect(screen.getByRole('button', { name: /客户分组/ }).textContent).toContain('Loading');
  });
});

function ReadGroups({ load }: { load: () => Promise<typeof groups> }) {
  const read = useResource(load);
  return (
    <Select
      label="客户分组"
      items={read.data ?? []}
      isLoading={read.loading}
      isLoadFailed={read.failed}
      onRetry={read.retry}
    >
      {(g) => <SelectItem id={g.id}>{g.name}</SelectItem>}
    </Select>
  );
}

describe('a select whose choices could not be read', () => {
  it('says 加载失败，按下重试; a press by keyboard reads them again, and then it opens with them', async () => {
    const user = userEvent.setup();
    const answers = [Promise.reject(new Error('offline')), Promise.resolve(groups)];
    for (const a of answers) a.catch(() => {});
    let reads = 0;
    render(<ReadGroups load={() => answers[reads++] ?? Promise.resolve(groups)} />);
    const button = screen.getByRole('button', { name: /客户分组/ });
    await vi.waitFor(() => expect(button.textContent).toContain('加载失败，按下重试'));
    expect(reads).toBe(1);

    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(button.textContent).toContain('请选择…'));
    expect(reads).toBe(2);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: '新客户' })).toBeTruthy();
  });

  it('says it in English', async () => {
    setLocale('en');
    render(<ReadGroups load={() => Promise.reject(new Error('offline'))} />);
    const button = screen.getByRole('button', { name: /客户分组/ });
    await vi.waitFor(() => expect(button.textContent).toContain('Loading failed — press to retry'));
  });
});
