import { useT } from '../../i18n/use-t.ts';
import type { QuietCall } from '../../ui/confirm-action.tsx';
import type { ListColumn } from '../../ui/list-view.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';

/**
 * A member's or a role's enabled switch, with the reason the server would refuse a change; without
 * `set` (a role that may not change it) the word for its state.
 */
function StatusCell({
  name,
  enabled,
  whyNot,
  set,
}: {
  name: string;
  enabled: boolean;
  whyNot?: string;
  set?: (on: boolean, options: QuietCall) => Promise<unknown>;
}) {
  const t = useT();
  return set ? (
    <ToggleSwitch aria-label={name} value={enabled} whyNot={whyNot} onChange={set} />
  ) : (
    t(enabled ? 'system.enabled' : 'system.disabled')
  );
}

/** The list's status column: `label(row)` names the switch ("Enable Ann"). */
export function statusColumn<T extends { id: number; status: number }>(
  title: string,
  label: (row: T) => string,
  set?: (id: number, on: boolean, options: QuietCall) => Promise<unknown>,
): ListColumn<T> {
  return {
    id: 'status',
    title,
    render: (row, why) => (
      <StatusCell
        name={label(row)}
        enabled={row.status === 1}
        whyNot={why.status}
        set={set ? (on, options) => set(row.id, on, options) : undefined}
      />
    ),
  };
}
