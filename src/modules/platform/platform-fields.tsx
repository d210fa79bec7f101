import { lazy, Suspense } from 'react';
import { ordernumRange } from '../../../contract/platform.ts';
import { useT } from '../../i18n/use-t.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { useMayBrowseMedia } from '../../shell/use-may-browse-media.ts';
import type { FormApi } from '../../ui/managed-form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import styles from './platform.module.css';

// Tiptap and ProseMirror stay out of every other chunk: they load with the editor only.
const RichTextEditor = lazy(() => import('../../ui/rich-text-editor.tsx'));

const defaultOrdernum = 10;

/** A form's `ordernum`: a whole number in the contract's range, 10 when left empty. */
export function OrdernumField({ api }: { api: FormApi }) {
  const t = useT();
  const value = api.values.ordernum;
  return (
    <NumberField
      label={t('platform.ordernum')}
      description={t('platform.ordernumHint')}
      minValue={ordernumRange.min}
      maxValue={ordernumRange.max}
      value={typeof value === 'number' ? value : Number(value ?? defaultOrdernum)}
      onChange={(v) => api.setValue('ordernum', Number.isNaN(v) ? defaultOrdernum : v)}
      errorMessage={api.errors.ordernum}
    />
  );
}

export interface ContentFieldProps {
  api: FormApi;
  /** The visible heading over the editor (the editor itself is named by `editorLabel`). */
  label: string;
  /** The editor's accessible name. */
  editorLabel: string;
}

/** A form's `content`: the rich text editor, loaded on first use, with its heading. */
export function ContentField({ api, label, editorLabel }: ContentFieldProps) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  const content = typeof api.values.content === 'string' ? api.values.content : '';
  return (
    <>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <Suspense fallback={<p role="status">{t('platform.loadingEditor')}</p>}>
        <RichTextEditor
          label={editorLabel}
          // The heading above names it, and stays while the editor's chunk loads.
          labelHidden
          defaultValue={content}
          value={content}
          onChange={(html) => api.setValue('content', html)}
          media={mayBrowse() ? mediaSource : null}
          errorMessage={api.errors.content}
        />
      </Suspense>
    </>
  );
}
