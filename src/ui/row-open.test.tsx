import '../../tests/support/kit-dom.ts';
import { describe, expect, it } from 'vitest';
import { rowOpen, rowOpener } from './row-actions.tsx';
import { granted, ungrant } from './withheld.tsx';

// Issue 39: Enter on a row does what the row's own 查看 (else 编辑) does, and nothing when that is withheld.
describe('what Enter on a row opens', () => {
  const calls: string[] = [];
  const view = { text: '查看', label: '查看 李静', onPress: () => calls.push('view') };
  const edit = () => calls.push('edit');

  it('is 查看 first, else the editor’s address, else the edit dialog; nothing with neither', () => {
    calls.length = 0;
    ungrant(rowOpen({ view, onEdit: edit })).value?.();
    ungrant(rowOpen({ onEdit: edit })).value?.();
    expect(calls).toEqual(['view', 'edit']);
    window.location.hash = '#/platform/index';
    ungrant(rowOpen({ editHref: '#/platform/article/edit?id=7', onEdit: edit })).value?.();
    expect(window.location.hash).toBe('#/platform/article/edit?id=7');
    expect(rowOpen({})).toBeUndefined();
  });

  it('runs the first opening column for a row, skips a withheld one, and is absent when no row opens', () => {
    calls.length = 0;
    const rows = [{ id: 1 }, { id: 2 }];
    const columns = [
      { id: 'name' },
      { id: 'actions', open: (r: { id: number }) => granted(r.id === 1 ? true : 'withheld', edit) },
    ];
    const open = rowOpener(columns, rows);
    open?.(rows[0] as { id: number });
    open?.(rows[1] as { id: number });
    expect(calls).toEqual(['edit']);
    expect(rowOpener([{ open: () => granted(false, edit) }], rows)).toBeUndefined();
    expect(rowOpener([{}], rows)).toBeUndefined();
  });
});
