import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import type { overlayMachine } from '../machines/overlay.machine.ts';
import { LoaderCircle } from './first-screen-icons.tsx';
import styles from './loading-overlay.module.css';

export interface LoadingOverlayProps {
  actor: ActorRefFrom<typeof overlayMachine>;
}

/** docs/spec.md §4: a full-page layer with a loading image and the title; nothing is rendered while hidden. */
export function LoadingOverlay({ actor }: LoadingOverlayProps) {
  const t = useT();
  const shown = useSelector(actor, (s) => s.hasTag('blocking'));
  const title = useSelector(actor, (s) => s.context.title);
  if (!shown) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.box}>
        <LoaderCircle size={32} className={styles.spinner} />
        <span>{title ?? t('overlay.defaultTitle')}</span>
      </div>
    </div>
  );
}
