import '../../i18n/kit.ts';
import '../../i18n/config.ts';
import { lazy, Suspense } from 'react';
import type { DocumentConfig } from '../../../contract/config.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { readDocumentConfig, updateConfig } from '../../services/config.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { inPlace } from '../../services/http.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useMayBrowseMedia } from '../../shell/use-may-browse-media.ts';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { ResourceError } from '../../ui/resource-error.tsx';
import { useResource } from '../../ui/use-resource.ts';
import styles from './config.module.css';

// Tiptap and ProseMirror stay out of every other chunk: they load with this screen only.
const RichTextEditor = lazy(() => import('../../ui/rich-text-editor.tsx'));

type DocName = 'agreement' | 'privacy';

function Saved({ version, updatedAt }: { version: number; updatedAt: string | null }) {
  const t = useT();
  if (!updatedAt) return <span className={layout.muted}>{t('protocol.neverSaved')}</span>;
  return (
    <span className={layout.muted}>
      {t('protocol.version', { version })} · {t('protocol.updated', { time: formatDateTime(updatedAt) })}
    </span>
  );
}

function DocumentBlock({ name, doc, onSaved }: { name: DocName; doc: DocumentConfig; onSaved: () => void }) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  const label = t(`protocol.${name}`);
  const key = `cfg_document_${name}` as const;
  const html = doc[key];
  const headingId = `protocol-${name}`;
  const submit = (values: FormObject) =>
    withFieldErrors(updateConfig({ [key]: typeof values[key] === 'string' ? values[key] : '' }));
  return (
    <section className={styles.editorBlock} aria-labelledby={headingId}>
      <div className={styles.editorHeader}>
        <h2 id={headingId}>{label}</h2>
        <Saved version={doc[`${key}_version`]} updatedAt={doc[`${key}_updated_at`]} />
      </div>
      <ManagedForm
        formId={`config:${name}`}
        rules={{}}
        initialValues={{ [key]: html }}
        // The draft of rich text is the editor's own content; no sessionStorage copy of long documents.
        storage={null}
        submit={submit}
        onSaved={onSaved}
        submitLabel={t('protocol.save', { name: label })}
        aria-label={label}
      >
        {(api) => (
          <Suspense fallback={<p role="status">{t('protocol.loadingEditor')}</p>}>
            <RichTextEditor
              label={label}
              // The section's heading right above says it.
              labelHidden
              defaultValue={html}
              onChange={(v) => api.setValue(key, v)}
              media={mayBrowse() ? mediaSource : null}
              errorMessage={api.errors[key]}
            />
          </Suspense>
        )}
      </ManagedForm>
      <h3 className={styles.label}>{t('protocol.previewTitle', { name: label })}</h3>
      {html ? (
        <div
          className={styles.preview}
          // The server sanitised this HTML with its allowlist before storing it; this shows exactly that.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text, shown as saved
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className={`${styles.preview} ${layout.muted}`}>{t('protocol.previewEmpty')}</p>
      )}
    </section>
  );
}

/** /config/protocol: the user agreement and the privacy policy, with what customers will read. */
export default function ConfigProtocol() {
  const t = useT();
  const read = useResource(() => inPlace(readDocumentConfig()));
  const { data: doc, failed } = read;
  return (
    <div className={styles.page}>
      <PageHeading className={layout.title}>{t('protocol.title')}</PageHeading>
      <p className={layout.muted}>{t('protocol.intro')}</p>
      {failed ? <ResourceError resource={read} /> : null}
      {doc ? (
        <>
          <DocumentBlock name="agreement" doc={doc} onSaved={read.reload} />
          <DocumentBlock name="privacy" doc={doc} onSaved={read.reload} />
        </>
      ) : failed ? null : (
        <p role="status">{t('kit.loading')}</p>
      )}
    </div>
  );
}
