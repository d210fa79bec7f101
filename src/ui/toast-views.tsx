import '../i18n/kit.ts';
import { shallowEqual, useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Button as RacButton } from 'react-aria-components';
import type { UndoResult } from '../../contract/change-undo.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { formatDateTime } from '../lib/dates.ts';
import { dismissToast, type ToastActor, type ToastEntry } from '../machines/toast.machine.ts';
import { Button } from './button.tsx';
import styles from './toast-views.module.css';
import { forgetUndo, settleUndo } from './undo-offers.ts';

/** One toast of the stack: with an undo handle when it reports a change that can be taken back. */
export function ToastItem({ actor, entry }: { actor: ToastActor; entry: ToastEntry }) {
  const onDismiss = () => dismissToast(actor, entry.key);
  return entry.undo ? (
    <UndoToastView
      entry={entry}
      onUndo={() => actor.send({ type: 'toast.undo', id: entry.key })}
      onDismiss={onDismiss}
    />
  ) : (
    <ToastView entry={entry} onDismiss={onDismiss} />
  );
}

const icons = { info: Info, success: CircleCheck, error: CircleAlert, loading: LoaderCircle } as const;

function ToastView({ entry, onDismiss }: { entry: ToastEntry; onDismiss: () => void }) {
  const t = useT();
  const phase = useSelector(entry.ref ?? undefined, (s) =>
    s
      ? s.matches('opening')
        ? 'opening'
        : s.matches('closing') || s.status === 'done'
          ? 'closing'
          : 'shown'
      : 'opening',
  );
  const Icon = icons[entry.tone];
  return (
    <div className={`${styles.toast} ${styles[entry.tone] ?? ''}`} data-phase={phase} data-tone={entry.tone}>
      <Icon
        aria-hidden="true"
        size={16}
        className={entry.tone === 'loading' ? styles.spinner : styles.icon}
      />
      <span>{entry.message}</span>
      {entry.count > 1 ? <span className={styles.count}>×{entry.count}</span> : null}
      <RacButton className={styles.dismiss} onPress={onDismiss} aria-label={t('kit.dismiss')}>
        <X aria-hidden="true" size={14} />
      </RacButton>
    </div>
  );
}

/** The shortcut as this keyboard writes it, and as `aria-keyshortcuts` names it. */
export function undoShortcut(): { label: string; aria: string } {
  const nav = globalThis.navigator;
  const mac = /Mac|iPhone|iPad/.test(nav?.platform || nav?.userAgent || '');
  return mac ? { label: '⌘Z', aria: 'Meta+Z' } : { label: 'Ctrl+Z', aria: 'Control+Z' };
}

const skippedKey: Record<'changed' | 'taken' | 'gone', MessageKey> = {
  changed: 'kit.undoSkippedChanged',
  taken: 'kit.undoSkippedTaken',
  gone: 'kit.undoSkippedGone',
};
/** A toast is narrow: the first few rows not restored are named, the rest counted. */
const skippedShown = 3;

/** What an undo did, in words: how many rows came back, and each that did not with why and by whom. */
export function undoResultText(
  result: UndoResult,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): string[] {
  const head =
    result.restored > 0 || result.skipped.length === 0
      ? t('kit.undone', { restored: result.restored })
      : t('kit.undoneNone');
  const rows = result.skipped
    .slice(0, skippedShown)
    .map((s) =>
      s.reason === 'changed' && s.by
        ? t('kit.undoSkippedChangedBy', { name: s.name, by: s.by })
        : t(skippedKey[s.reason], { name: s.name }),
    );
  const more = result.skipped.length - skippedShown;
  return [head, ...rows, ...(more > 0 ? [t('kit.undoSkippedMore', { count: more })] : [])];
}

/**
 * A toast that reports a change with an undo handle: its message, 撤销 (named with the message, its
 * shortcut said), then while the call runs 正在撤销…, then what was restored and what was not, or why
 * the server refused. It stays until dismissed or replaced; in the polite region, so each step is read.
 */
function UndoToastView({
  entry,
  onUndo,
  onDismiss,
}: {
  entry: ToastEntry;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const view = useSelector(
    entry.ref ?? undefined,
    (s) => ({
      phase: !s
        ? 'opening'
        : s.matches('opening')
          ? 'opening'
          : s.matches('closing') || s.status === 'done'
            ? 'closing'
            : 'shown',
      step: !s
        ? 'offered'
        : s.matches('undoing')
          ? 'undoing'
          : s.matches('undone')
            ? 'undone'
            : s.matches('refused')
              ? 'refused'
              : 'offered',
      result: s?.context.result ?? null,
      refusal: s?.context.refusal ?? '',
    }),
    shallowEqual,
  );
  const { phase, step, result, refusal } = view;
  const key = entry.key;
  // The change taken back (or refused): the screen catches up and focus goes back where it was.
  useEffect(() => {
    if (step === 'undone' || step === 'refused') settleUndo(key, step === 'undone');
  }, [step, key]);
  // Gone without its undo taken: forget where focus was.
  useEffect(() => () => forgetUndo(key), [key]);
  const keys = undoShortcut();
  // RAC passes no aria-keyshortcuts through, so it is set on the element, once: a callback ref made
  // anew each render would set it again on every render, a change to the page each time.
  const shortcutRef = useCallback(
    (el: HTMLButtonElement | null) => el?.setAttribute('aria-keyshortcuts', keys.aria),
    [keys.aria],
  );
  const lines =
    step === 'undone' && result
      ? undoResultText(result, t)
      : step === 'refused'
        ? [t('kit.undoRefused', { reason: refusal })]
        : step === 'undoing'
          ? [t('kit.undoing')]
          : [entry.message];
  const Icon = step === 'undoing' ? LoaderCircle : step === 'refused' ? CircleAlert : CircleCheck;
  return (
    <div
      className={`${styles.toast} ${styles.success}`}
      data-phase={phase}
      data-tone={entry.tone}
      data-undo={step}
    >
      <Icon aria-hidden="true" size={16} className={step === 'undoing' ? styles.spinner : styles.icon} />
      <span className={styles.lines}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {step === 'offered' && entry.undo ? (
          <span className={styles.hint}>
            {t('kit.undoHint', { keys: keys.label, time: formatDateTime(entry.undo.until) })}
          </span>
        ) : null}
        {step === 'offered' && refusal ? <span className={styles.hint}>{refusal}</span> : null}
      </span>
      {step === 'offered' || step === 'undoing' ? (
        <Button
          size="small"
          className={styles.undo}
          isPending={step === 'undoing'}
          ref={shortcutRef}
          onPress={onUndo}
        >
          {t('kit.undo')}
        </Button>
      ) : null}
      {step === 'undoing' ? null : (
        <RacButton className={styles.dismiss} onPress={onDismiss} aria-label={t('kit.dismiss')}>
          <X aria-hidden="true" size={14} />
        </RacButton>
      )}
    </div>
  );
}
