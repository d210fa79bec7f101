import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import '../i18n/config.ts';
import { useT } from '../i18n/use-t.ts';
import styles from './field.module.css';
import type { MediaSource } from './media-library.tsx';

// Tiptap and ProseMirror stay in their own chunk, loaded with the first screen that shows an editor.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextFieldProps {
  label: string;
  /** The form's value (HTML). */
  value: string;
  onChange: (html: string) => void;
  /** The brand's media library for images; null where the role may not read it (no image button). */
  media: MediaSource | null;
  errorMessage?: string;
  /** Marks the label as required (the server says what is missing; this says so before). */
  isRequired?: boolean;
}

/**
 * The rich text editor bound to a form value. The editor keeps its own document, so it starts again
 * from `value` when the value changes from outside (a record loaded, a draft restored after the session
 * ended) and not when the value only echoes what was typed.
 */
export function RichTextField({
  label,
  value,
  onChange,
  media,
  errorMessage,
  isRequired,
}: RichTextFieldProps) {
  const t = useT();
  const typed = useRef(value);
  const [start, setStart] = useState({ html: value, round: 0 });
  useEffect(() => {
    if (value === typed.current) return;
    typed.current = value;
    setStart((s) => ({ html: value, round: s.round + 1 }));
  }, [value]);
  return (
    <div className={styles.field}>
      <Suspense fallback={<p role="status">{t('protocol.loadingEditor')}</p>}>
        <RichTextEditor
          key={start.round}
          label={label}
          defaultValue={start.html}
          onChange={(html) => {
            typed.current = html;
            onChange(html);
          }}
          media={media}
          errorMessage={errorMessage}
          isRequired={isRequired}
        />
      </Suspense>
    </div>
  );
}
