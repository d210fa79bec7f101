import { useState } from 'react';
import { type PageListItem, pageRule, pageTitleRule } from '../../../contract/page.ts';
import { slugRule } from '../../../contract/platform.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { runDelete } from './article.ts';
import { timeText } from './article-panel.tsx';
import { actionsColumn, displayColumn } from './item-actions.tsx';
import { addPage, listPages, pageDeleteUrl, pageDetail, setPageDisplay, updatePage } from './page.ts';
import styles from './platform.module.css';
import { ContentField } from './platform-fields.tsx';

const keepParams = ['tab'] as const;

function load(q: ListQueryState) {
  return listPages({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined });
}

type Editing = { id?: number; title?: string } | null;

/** The pages tab: single pages of the site (about us, contact…), each found by its slug. */
export function PagePanel() {
  const t = useT();
  const grant = useGrant();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const may = {
    add: grant(pageRule.add),
    edit: grant(pageRule.detail, pageRule.update),
    status: grant(pageRule.status),
    del: grant(pageRule.del),
  };
  const columns: ListColumn<PageListItem>[] = [
    { id: 'title', title: t('page.title'), isRowHeader: true, render: (p) => p.title },
    { id: 'slug', title: t('platform.slug'), render: (p) => <code className={styles.code}>{p.slug}</code> },
    displayColumn(t('platform.display'), granted(may.status, setPageDisplay)),
    { id: 'updatedAt', title: t('platform.updatedAt'), render: (p) => timeText(p.updatedAt) },
    actionsColumn(t('platform.actions'), (p) => ({
      name: p.title,
      editLabel: t('page.editLabel', { name: p.title }),
      onEdit: granted(may.edit, () => setEditing({ id: p.id, title: p.title })),
      deleteUrl: granted(may.del, pageDeleteUrl([p.id])),
      deleteText: t('page.deleteOne', { name: p.title }),
      onDeleted: () => setReload((r) => r + 1),
    })),
  ];
  const add = (
    <Allowed by={may.add}>
      <Button variant="primary" onPress={() => setEditing({})}>
        {t('page.add')}
      </Button>
    </Allowed>
  );
  return (
    <div className={styles.main}>
      <ListView<PageListItem>
        aria-label={t('page.tableLabel')}
        columns={columns}
        rowKey={(p) => p.id}
        live="page"
        load={load}
        keepParams={keepParams}
        reloadSignal={reload}
        toolbar={add}
        bulkDelete={granted(may.del, { url: pageDeleteUrl, run: runDelete })}
        empty={
          <EmptyState title={t('page.empty')} description={t('page.emptyHint')} action={add ?? undefined} />
        }
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        className={styles.wideDialog}
        bodyClassName={styles.dialogBody}
        title={(e) =>
          e.id === undefined ? t('page.addTitle') : t('page.editTitle', { name: e.title ?? '' })
        }
      >
        {(e) => (
          <PageForm
            id={e.id}
            onSaved={() => {
              setEditing(null);
              setReload((r) => r + 1);
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}

function PageForm({ id, onSaved }: { id?: number; onSaved: () => void }) {
  const t = useT();
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const load = async (): Promise<FormObject> => {
    const p = await pageDetail(id ?? 0);
    return { title: p.title, slug: p.slug, content: p.content, display: p.display };
  };
  const submit = (values: FormObject) => {
    const body = {
      title: str(values.title),
      slug: str(values.slug),
      content: str(values.content),
      display: values.display !== false,
    };
    return withFieldErrors(id === undefined ? addPage(body) : updatePage({ id, ...body }));
  };
  return (
    <ManagedForm
      formId={`page:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'page', id: Number(id) }}
      rules={{
        title: { ...pageTitleRule, label: t('page.title') },
        slug: { ...slugRule, label: t('platform.slug') },
      }}
      load={id === undefined ? undefined : load}
      initialValues={id === undefined ? { title: '', slug: '', content: '', display: true } : undefined}
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('page.addTitle') : t('platform.edit')}
    >
      {(api) => (
        <div className={styles.fields}>
          <TextField {...api.text('title')} label={t('page.title')} maxLength={pageTitleRule.max} autoFocus />
          <TextField {...api.text('slug')} label={t('platform.slug')} description={t('platform.slugHint')} />
          <div className={layout.wide}>
            <ContentField api={api} label={t('page.content')} editorLabel={t('page.editorName')} />
          </div>
          <Checkbox isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
            {t('platform.display')}
          </Checkbox>
        </div>
      )}
    </ManagedForm>
  );
}
