import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import styles from './apply.module.css';

/**
 * The callback URL this server would take WeCom's messages at, read only, with a button that copies
 * it. Where the browser refuses the clipboard the text is selected for the user to copy by hand.
 */
export function CallbackUrl({
  url,
  label,
  compact = false,
}: {
  url: string;
  label?: string;
  compact?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('wxwork.copied'), { tone: 'success' });
    } catch {
      const shown = document.getElementById(id);
      if (shown instanceof HTMLInputElement) {
        shown.focus();
        shown.select();
      } else if (shown) {
        const range = document.createRange();
        range.selectNodeContents(shown);
        window.getSelection()?.removeAllRanges();
        window.getSelection()?.addRange(range);
      }
      toast.show(t('wxwork.copyFailed'), { tone: 'info' });
    }
  };
  const name = label ?? t('wxwork.callbackUrl');
  if (compact)
    return (
      <span className={styles.compact}>
        <code id={id} className={styles.url}>
          {url}
        </code>
        <Button size="small" onPress={copy} aria-label={t('wxwork.copyLabel', { label: name })}>
          {t('wxwork.copy')}
        </Button>
      </span>
    );
  return (
    <div className={styles.callback}>
      <TextField
        id={id}
        label={name}
        value={url}
        isReadOnly
        description={t('wxwork.callbackHint')}
        className={styles.callbackField}
      />
      <Button onPress={copy} aria-label={t('wxwork.copyLabel', { label: name })}>
        {t('wxwork.copy')}
      </Button>
    </div>
  );
}
