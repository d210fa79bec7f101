import './platform.strings.ts';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import {
  type ArticleDetail,
  type ArticleStatus,
  articleAuthorRule,
  articleDescriptionRule,
  articleKeywordsRule,
  articleRule,
  articleSourceRule,
  articleSummaryRule,
  articleTitleRule,
} from '../../../contract/article.ts';
import { useT } from '../../i18n/use-t.ts';
import { fromChinaPickerValue } from '../../lib/dates.ts';
import { takeHandedDraft } from '../../lib/draft-handoff.ts';
import { type FieldRules, FormCheckError } from '../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import { navigate } from '../../lib/hash.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { DateTimePicker, pickerInstant, pickerValue } from '../../ui/date-time-picker.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LibraryImageField } from '../../ui/library-image-field.tsx';
import { Link } from '../../ui/link.tsx';
import { type FormApi, ManagedForm } from '../../ui/managed-form.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Radio, RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Withheld } from '../../ui/withheld.tsx';
import { addArticle, articleDetail, updateArticle } from './article.ts';
import { articleEditorHref, articleListHref } from './article-links.ts';
import { NodeItem, timeText, useNodeOptions } from './article-panel.tsx';
import styles from './platform.module.css';
import { ContentField, OrdernumField } from './platform-fields.tsx';

/** How a save publishes: keep a draft, publish now (or keep the date of a published one), or at a time. */
type PublishMode = 'draft' | 'now' | 'schedule';
const modes: PublishMode[] = ['draft', 'now', 'schedule'];
const isMode = (v: FormValue | undefined): v is PublishMode => modes.some((m) => m === v);

/** The article's publishing as the server last answered it (null: a new article). */
type SavedPublishing = { status: ArticleStatus; publishAt: string | null };

const str = (v: FormValue | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

/** The mode that leaves the article's publishing as it is: a new article is a draft. */
function modeOf(a: SavedPublishing | null): PublishMode {
  return a?.status === 'published' ? 'now' : a?.publishAt ? 'schedule' : 'draft';
}

function valuesOf(a: ArticleDetail): FormObject {
  const mode = modeOf(a);
  return {
    title: a.title,
    nodeId: String(a.nodeId),
    cover: a.cover,
    summary: a.summary,
    content: a.content,
    author: a.author,
    source: a.source,
    keywords: a.keywords,
    description: a.description,
    ordernum: a.ordernum,
    display: a.display,
    publish: mode,
    publishAt: mode === 'schedule' && a.publishAt ? pickerValue(new Date(a.publishAt)) : '',
  };
}

/** What is wrong with the publish time, when the article is to be published at a time. */
function publishAtProblem(values: FormObject, t: ReturnType<typeof useT>): string | undefined {
  if (values.publish !== 'schedule') return undefined;
  const local = str(values.publishAt);
  if (!local) return t('articleEditor.publishAtRequired');
  const at = fromChinaPickerValue(local);
  if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return t('articleEditor.publishAtPast');
  return undefined;
}

/** What a save asks of publishing (see the contract's `status`): a published article keeps its date. */
function publishingOf(values: FormObject, t: ReturnType<typeof useT>) {
  const mode = isMode(values.publish) ? values.publish : 'draft';
  if (mode === 'draft') return { status: 'draft' as ArticleStatus, publishAt: null };
  if (mode === 'now') return { status: 'published' as ArticleStatus };
  // Checked with every other field before the save; again here, as the time may have passed since.
  const problem = publishAtProblem(values, t);
  if (problem) throw new FormCheckError(t('form.invalid'), { publishAt: problem });
  return { status: 'published' as ArticleStatus, publishAt: pickerInstant(str(values.publishAt)) };
}

/**
 * /platform/article/edit (`?id=12` to edit, `?nodeId=3` to write in a category): the article on a page
 * of its own. Rich text, cover from the library, SEO fields, publish now or at a time, a preview as
 * the site shows it; leaving with unsaved changes asks first, and a session that expires mid-edit
 * keeps the draft for the next sign-in (the form machine's drafts).
 */
export default function ArticleEditor() {
  const t = useT();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const id = Number(params.get('id')) || null;
  const nodeId = params.get('nodeId') ?? '';
  const grant = useGrant();
  // A right lost while writing keeps the article as typed (the form's draft holds it too), its
  // save button withheld with the reason.
  const mayWrite = grant(id === null ? articleRule.add : articleRule.update);
  // Publishing, scheduling and taking back are the publish right's: without it the mode stays the
  // article's own, the others withheld with the reason (the server refuses them too).
  const mayPublish = grant(articleRule.status) === true;
  const [published, setPublished] = useState<SavedPublishing | null>(null);
  const [preview, setPreview] = useState<FormObject | null>(null);
  // The save button says what the save does (save a draft, publish, schedule).
  const [mode, setMode] = useState<PublishMode>('draft');
  const keepsPublished = mode === 'now' && published?.status === 'published';
  const options = useNodeOptions();
  // The assistant's draft (lib/draft-handoff.ts, `?draft=article:new`) waits for the new article's
  // form, which offers it as one prepared for it; nothing is saved until the person saves.
  const [handoff] = useState(() => takeHandedDraft('article:new'));

  const rules: FieldRules = {
    title: { ...articleTitleRule, label: t('articleEditor.titleField') },
    nodeId: { required: true, choice: true, label: t('article.node') },
    summary: { ...articleSummaryRule, label: t('articleEditor.summary') },
    author: { ...articleAuthorRule, label: t('articleEditor.author') },
    source: { ...articleSourceRule, label: t('articleEditor.source') },
    keywords: { ...articleKeywordsRule, label: t('articleEditor.keywords') },
    description: { ...articleDescriptionRule, label: t('articleEditor.description') },
    publishAt: { label: t('articleEditor.publishAt'), check: (values) => publishAtProblem(values, t) },
  };
  const load = async (): Promise<FormObject> => {
    const a = await articleDetail(id ?? 0);
    setPublished({ status: a.status, publishAt: a.publishAt });
    return valuesOf(a);
  };
  const submit = async (values: FormObject) => {
    const publishing = publishingOf(values, t);
    const body = {
      title: str(values.title),
      nodeId: Number(values.nodeId),
      cover: str(values.cover),
      summary: str(values.summary),
      content: str(values.content),
      author: str(values.author),
      source: str(values.source),
      keywords: str(values.keywords),
      description: str(values.description),
      ordernum: typeof values.ordernum === 'number' ? values.ordernum : Number(values.ordernum ?? 10),
      display: values.display !== false,
      ...publishing,
    };
    if (id === null) return withFieldErrors(addArticle(body));
    await withFieldErrors(updateArticle({ id, ...body }));
    return { id };
  };

  return (
    <div className={styles.page}>
      <div className={styles.topline}>
        <PageHeading className={styles.title}>
          {id === null ? t('articleEditor.newTitle') : t('articleEditor.editTitle')}
        </PageHeading>
        <Link href={`#${articleListHref}`}>{t('articleEditor.back')}</Link>
      </div>
      {mayWrite ? (
        <ManagedForm
          key={id ?? 'new'}
          formId={`article:${id ?? 'new'}`}
          live={id === null || id === undefined ? undefined : { entity: 'article', id: Number(id) }}
          handedDraft={id === null && handoff.handed}
          rules={rules}
          load={id === null ? undefined : load}
          initialValues={
            id === null
              ? {
                  title: '',
                  nodeId,
                  cover: '',
                  summary: '',
                  content: '',
                  author: '',
                  source: '',
                  keywords: '',
                  description: '',
                  ordernum: 10,
                  display: true,
                  publish: 'draft',
                  publishAt: '',
                }
              : undefined
          }
          submit={submit}
          saveGrant={mayWrite}
          savedMessage={t(keepsPublished ? 'articleEditor.saved.update' : `articleEditor.saved.${mode}`)}
          onSaved={(output) => {
            // A new article goes on being edited as itself; its address says so.
            const saved = output as { id?: number } | null;
            if (id === null && saved?.id) navigate(articleEditorHref(saved.id), { replace: true });
            else if (id !== null)
              articleDetail(id).then((a) => setPublished({ status: a.status, publishAt: a.publishAt }));
          }}
          aria-label={t('articleEditor.form')}
          className={`${styles.pageForm} ${styles.stickyActions}`}
          submitLabel={t(keepsPublished ? 'articleEditor.save.update' : `articleEditor.save.${mode}`)}
        >
          {(api) => (
            <EditorFields
              api={api}
              published={published}
              mayPublish={mayPublish}
              nodeItems={options.items}
              nodesLoaded={options.loaded}
              onPreview={() => setPreview({ ...api.values })}
              onMode={setMode}
            />
          )}
        </ManagedForm>
      ) : null}
      <Modal
        isOpen={preview !== null}
        isDismissable
        onOpenChange={(open) => {
          if (!open) setPreview(null);
        }}
        className={styles.wideDialog}
      >
        {preview ? (
          <Dialog title={t('articleEditor.previewTitle')}>
            <ArticlePreview
              values={preview}
              saved={published}
              nodeTitle={options.items.find((o) => o.id === str(preview.nodeId))?.label ?? ''}
            />
          </Dialog>
        ) : null}
      </Modal>
    </div>
  );
}

function EditorFields({
  api,
  published,
  mayPublish,
  nodeItems,
  nodesLoaded,
  onPreview,
  onMode,
}: {
  api: FormApi;
  published: SavedPublishing | null;
  mayPublish: boolean;
  nodeItems: { id: string; level: number; label: string }[];
  nodesLoaded: boolean;
  onPreview: () => void;
  onMode: (mode: PublishMode) => void;
}) {
  const t = useT();
  const mode = isMode(api.values.publish) ? api.values.publish : 'draft';
  useEffect(() => onMode(mode), [mode, onMode]);
  // Without the publish right only the article's own mode is a choice (see decisions/platform-content.md).
  const kept = modeOf(published);
  const withheld = (m: PublishMode) => !mayPublish && m !== kept;
  const withheldReason = t('articleEditor.publishWithheld');
  return (
    <div className={styles.editor}>
      <div className={styles.main}>
        <TextField
          {...api.text('title')}
          label={t('articleEditor.titleField')}
          maxLength={articleTitleRule.max}
          autoFocus
        />
        <TextArea
          {...api.text('summary')}
          label={t('articleEditor.summary')}
          description={t('articleEditor.summaryHint', { max: articleSummaryRule.max })}
        />
        <ContentField api={api} label={t('articleEditor.content')} editorLabel={t('articleEditor.content')} />
      </div>
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="article-publish">
          <h2 id="article-publish">{t('articleEditor.publishSection')}</h2>
          {published?.status === 'published' && published.publishAt ? (
            <p className={styles.muted}>
              {t('articleEditor.publishedAt', { time: timeText(published.publishAt) })}
            </p>
          ) : published?.publishAt ? (
            <p className={styles.muted}>
              {t('articleEditor.scheduledFor', { time: timeText(published.publishAt) })}
            </p>
          ) : null}
          <RadioGroup
            label={t('articleEditor.publish')}
            description={mayPublish ? undefined : withheldReason}
            value={mode}
            onChange={(v) => {
              if (isMode(v) && !withheld(v)) api.setValue('publish', v);
            }}
          >
            {modes.map((m) => {
              const radio = (
                <Radio key={m} value={m}>
                  {m === 'now' && published?.status === 'published'
                    ? t('articleEditor.publish.keep')
                    : t(`articleEditor.publish.${m}`)}
                </Radio>
              );
              return withheld(m) ? (
                <Withheld key={m} reason={withheldReason}>
                  {radio}
                </Withheld>
              ) : (
                radio
              );
            })}
          </RadioGroup>
          {mode === 'schedule' ? (
            <DateTimePicker
              label={t('articleEditor.publishAt')}
              description={mayPublish ? t('articleEditor.publishAtHint') : withheldReason}
              value={str(api.values.publishAt)}
              onChange={(v) => api.setValue('publishAt', v)}
              errorMessage={api.errors.publishAt}
              isReadOnly={!mayPublish}
              isRequired
            />
          ) : null}
          <div className={styles.cardActions}>
            <Button onPress={onPreview}>{t('articleEditor.preview')}</Button>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="article-details">
          <h2 id="article-details">{t('articleEditor.details')}</h2>
          <Select
            {...api.choice('nodeId')}
            label={t('article.node')}
            items={nodeItems}
            isDisabled={!nodesLoaded}
          >
            {(item) => <NodeItem item={item} />}
          </Select>
          <LibraryImageField
            label={t('articleEditor.cover')}
            value={str(api.values.cover)}
            onChange={(url) => api.setValue('cover', url)}
            source={mediaSource}
            errorMessage={api.errors.cover}
          />
          <TextField {...api.text('author')} label={t('articleEditor.author')} />
          <TextField {...api.text('source')} label={t('articleEditor.source')} />
          <OrdernumField api={api} />
          <Checkbox isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
            {t('platform.display')}
          </Checkbox>
        </section>
        <section className={styles.section} aria-labelledby="article-seo">
          <h2 id="article-seo">{t('articleEditor.seo')}</h2>
          <TextField
            {...api.text('keywords')}
            label={t('articleEditor.keywords')}
            description={t('articleEditor.keywordsHint')}
          />
          <TextArea {...api.text('description')} label={t('articleEditor.description')} />
        </section>
      </div>
    </div>
  );
}

/**
 * The time the site will show: a time picked to schedule it, else the article's own (a published
 * one's date, which publishing again keeps; a scheduled one's time), else now: a new article or a
 * draft goes out when it is published, as does a scheduled one published now.
 */
function previewTime(values: FormObject, saved: SavedPublishing | null): string {
  const mode = isMode(values.publish) ? values.publish : 'draft';
  if (mode === 'schedule' && str(values.publishAt)) return pickerInstant(str(values.publishAt));
  const own = saved?.publishAt ?? null;
  if (own && (mode !== 'now' || saved?.status === 'published')) return own;
  return new Date().toISOString();
}

/** The article as the site will show it: title, category, author and time, cover, summary, body. */
function ArticlePreview({
  values,
  saved,
  nodeTitle,
}: {
  values: FormObject;
  saved: SavedPublishing | null;
  nodeTitle: string;
}) {
  const t = useT();
  const content = str(values.content);
  const cover = str(values.cover);
  const when = timeText(previewTime(values, saved));
  return (
    <article className={styles.preview}>
      <p className={styles.previewMeta} role="note">
        {t('articleEditor.previewNote')}
      </p>
      <h1>{str(values.title) || t('articleEditor.untitled')}</h1>
      <p className={styles.previewMeta}>
        {[nodeTitle, str(values.author), when].filter(Boolean).join(' · ')}
      </p>
      {cover ? <img src={mediaSource.href?.(cover) ?? cover} alt="" /> : null}
      {str(values.summary) ? <p>{str(values.summary)}</p> : null}
      {content ? (
        <div
          // The editor's own HTML, a subset of the server's allowlist: the server stores it unchanged.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text of the editor, shown as the site will
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : (
        <p className={styles.previewMeta}>{t('articleEditor.previewEmpty')}</p>
      )}
    </article>
  );
}
