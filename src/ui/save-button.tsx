import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { saveMachine } from '../machines/save.machine.ts';
import { Button, type ButtonProps } from './button.tsx';

export interface SaveButtonProps extends Omit<ButtonProps, 'onPress' | 'isPending'> {
  /** Runs the save; a rejection means it failed (the http layer has already told the user why). */
  onSave: () => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onFailed?: (error: unknown) => void;
}

/** Disabled and `aria-busy` while the save runs; presses during it are ignored by the machine. */
export function SaveButton({
  onSave,
  onSaved,
  onFailed,
  children,
  variant = 'primary',
  ...rest
}: SaveButtonProps) {
  const t = useT();
  const latest = useRef({ onSave, onSaved, onFailed });
  latest.current = { onSave, onSaved, onFailed };
  const actor = useInspectedActor(
    saveMachine.provide({
      actors: {
        runSave: fromPromise(async () => {
          try {
            const result = await latest.current.onSave();
            latest.current.onSaved?.(result);
            return result;
          } catch (error) {
            latest.current.onFailed?.(error);
            throw error;
          }
        }),
      },
    }),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Button {...rest} variant={variant} isPending={busy} onPress={() => actor.send({ type: 'save.submit' })}>
      {children ?? t('kit.save')}
    </Button>
  );
}
