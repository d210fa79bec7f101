import type { QuietCall } from './confirm-action.tsx';
import type { RowColumn } from './row-actions.tsx';
import { ToggleSwitch } from './toggle-switch.tsx';
import { type Granted, ungrant, WithheldIf } from './withheld.tsx';

export interface SwitchColumnSpec<T> {
  id: string;
  title: string;
  /** The switch's accessible name with the row's name ("Show Spring sale"). */
  label: (row: T) => string;
  isOn: (row: T) => boolean;
  /**
   * Posts the new value; without it (a role that may not change it) the cell says `word(isOn)`;
   * `granted` withheld (a right lost on the open screen), the switch stays, withheld with the reason.
   */
  set?: Granted<(id: number, on: boolean, options: QuietCall) => Promise<unknown>>;
  word: (on: boolean) => string;
}

/**
 * A list's on/off column (enabled, shown): each row's switch, disabled with the reason the list's
 * `whyNot` gives under `status`, or the word for its state for a role that may only look.
 */
export function switchColumn<T extends { id: number }>(spec: SwitchColumnSpec<T>): RowColumn<T> {
  const { id, title, label, isOn, word } = spec;
  const { value: set, withheld } = ungrant(spec.set);
  return {
    id,
    title,
    render: (row, why) =>
      set ? (
        <WithheldIf withheld={withheld}>
          <ToggleSwitch
            aria-label={label(row)}
            value={isOn(row)}
            whyNot={why?.status}
            onChange={(on, options) => set(row.id, on, options)}
          />
        </WithheldIf>
      ) : (
        word(isOn(row))
      ),
  };
}
