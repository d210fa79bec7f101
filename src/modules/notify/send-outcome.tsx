import '../../i18n/kit.ts';
import type { RefObject } from 'react';
import type { SendResult } from '../../../contract/sms.ts';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import styles from './notify.module.css';

export interface SendOutcomeProps {
  result: SendResult;
  /** Takes focus when the answer shows, so a screen reader reads it. */
  focusRef: RefObject<HTMLDivElement | null>;
  /** Back to the form with the refused recipients in it. */
  onFix: (refused: string[]) => void;
  /** An empty form for the next message. */
  onAgain: () => void;
  onFinish: () => void;
}

/**
 * What a send made: how many were queued, a group's customers left out (how many, why), and each
 * refused recipient with the server's reason.
 */
export function SendOutcome({ result, focusRef, onFix, onAgain, onFinish }: SendOutcomeProps) {
  const t = useT();
  const refused = result.refused;
  const leftOut = result.leftOut ?? [];
  return (
    <div className={styles.dialogBody}>
      <div ref={focusRef} tabIndex={-1} className={styles.dialogBody}>
        <p className={styles.result}>{t('notify.send.queued', { queued: result.queued })}</p>
        {leftOut.length > 0 ? (
          // Said before the send too, and nothing failed: a note, not the refusals' red box.
          <div className={styles.note}>
            <p>{t('notify.send.leftOutTitle', { count: leftOut.reduce((n, r) => n + r.count, 0) })}</p>
            <ul aria-label={t('notify.send.leftOutList')}>
              {leftOut.map((r) => (
                <li key={r.reason}>{r.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {refused.length > 0 ? (
          <div className={styles.refused}>
            <p>{t('notify.send.refusedTitle', { count: refused.length })}</p>
            <ul aria-label={t('notify.send.refusedList')}>
              {refused.map((r) => (
                <li key={`${r.mobile ?? r.to}-${r.reason}`}>
                  {t('kit.labelled', { label: r.mobile ?? r.to ?? '', value: r.message })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.actions} data-keep-clear="">
        {refused.length > 0 ? (
          <Button onPress={() => onFix(refused.map((r) => r.mobile ?? r.to ?? ''))}>
            {t('notify.send.fix')}
          </Button>
        ) : (
          <Button onPress={onAgain}>{t('notify.send.again')}</Button>
        )}
        <Button variant="primary" onPress={onFinish}>
          {t('notify.send.finish')}
        </Button>
      </div>
    </div>
  );
}
