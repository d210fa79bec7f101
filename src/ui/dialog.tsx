import '../i18n/kit.ts';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Heading,
  Button as RacButton,
  Dialog as RacDialog,
  type DialogProps as RacDialogProps,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './dialog.module.css';

export interface DialogProps extends Omit<RacDialogProps, 'children'> {
  title: ReactNode;
  children?: ReactNode;
  /** Footer buttons; receive `close` so a Cancel button needs no state of its own. */
  actions?: (close: () => void) => ReactNode;
  /** Show the corner close button (off for dialogs that must be answered). */
  closable?: boolean;
}

export function Dialog({ title, children, actions, closable = true, className, ...rest }: DialogProps) {
  const t = useT();
  return (
    <RacDialog
      {...rest}
      className={[styles.dialog, typeof className === 'string' ? className : ''].join(' ')}
    >
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {closable ? (
              <RacButton className={styles.close} onPress={close} aria-label={t('kit.close')}>
                <X aria-hidden="true" size={18} />
              </RacButton>
            ) : null}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {/* Marked so toasts keep clear of a dialog's buttons (see toast-provider.tsx). */}
          {actions ? (
            <div className={styles.actions} data-keep-clear="">
              {actions(close)}
            </div>
          ) : null}
        </>
      )}
    </RacDialog>
  );
}
