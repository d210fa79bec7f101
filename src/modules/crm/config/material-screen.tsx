import '../crm.strings.ts';
import { useSelector } from '@xstate/react';
import { FileText, Film, Link as LinkIcon, Paperclip } from 'lucide-react';
import { lazy, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type CrmMaterialItem,
  type CrmMaterialKind,
  crmMaterialKinds,
  crmMaterialRule,
} from '../../../../contract/crm-material.ts';
import { type CrmTagGroup, crmTagRule } from '../../../../contract/crm-tag.ts';
import type { ListResult } from '../../../../contract/envelope.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useInspectedActor } from '../../../lib/use-inspected-actor.ts';
import { type ListQueryState, listMachine } from '../../../machines/list.machine.ts';
import { mediaSource } from '../../../services/kit-sources.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant, useMayCall } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import { rowActionsColumn } from '../../../ui/row-actions.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { switchColumn } from '../../../ui/switch-column.tsx';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import { deleteMaterials, listMaterials, materialDeleteUrl, setMaterialShown } from '../crm-material.ts';
import { tagGroups } from '../crm-tag.ts';
import styles from './crm-config.module.css';
import { ItemName } from './dictionary-table.tsx';

// The form (editor, pickers) and the preview load when first opened, not with the list.
const MaterialForm = lazy(() => import('./material-form.tsx').then((m) => ({ default: m.MaterialForm })));
const MaterialPreview = lazy(() =>
  import('./material-preview.tsx').then((m) => ({ default: m.MaterialPreview })),
);

const filterNames = ['kind', 'tagId'] as const;
const anyKey = 'any';
const isKind = (v: string | undefined): v is CrmMaterialKind => crmMaterialKinds.some((k) => k === v);

function load(q: ListQueryState) {
  const kind = q.filters.kind;
  return listMaterials({
    page: q.page,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    kind: isKind(kind) ? kind : undefined,
    tagId: q.filters.tagId,
  });
}

const kindIcons = { video: Film, file: Paperclip, text: FileText, link: LinkIcon } as const;

function Picture({ m }: { m: CrmMaterialItem }) {
  if (m.kind === 'image' && m.thumburl)
    return (
      <img
        className={styles.thumb}
        src={mediaSource.href?.(m.thumburl) ?? m.thumburl}
        alt=""
        loading="lazy"
      />
    );
  const Icon = m.kind === 'image' ? Paperclip : kindIcons[m.kind];
  return (
    <span className={styles.kindIcon} aria-hidden="true">
      <Icon size={18} />
    </span>
  );
}

type Open =
  | { mode: 'add' }
  | { mode: 'edit'; id: number }
  | { mode: 'preview'; item: CrmMaterialItem }
  | null;

/** /crm/config/material: the materials staff send to customers; preview, add and edit in a drawer. */
export default function MaterialScreen() {
  const t = useT();
  const mayCall = useMayCall();
  const grant = useGrant();
  const may = {
    add: grant(crmMaterialRule.add),
    edit: grant(crmMaterialRule.detail, crmMaterialRule.update),
    detail: grant(crmMaterialRule.detail),
    status: grant(crmMaterialRule.status),
    del: grant(crmMaterialRule.del),
  };
  const [open, setOpen] = useState<Open>(null);
  const [reload, setReload] = useState(0);
  const refresh = () => setReload((n) => n + 1);
  // The tag groups, for the tag filter and the form (shown tags only: what can still be given).
  const groupsActor = useInspectedActor(
    listMachine.provide({
      actors: {
        loadPage: fromPromise<ListResult<unknown>, ListQueryState>(async () => {
          const list = mayCall(crmTagRule.group) ? await tagGroups({ display: true }) : [];
          return { list, total: list.length, page: 1, pageSize: list.length };
        }),
      },
    }),
    { input: { query: { pageSize: 100 } } },
  );
  const groups = useSelector(groupsActor, (s) => s.context.rows) as CrmTagGroup[];
  const tags = groups.flatMap((g) =>
    g.tags.map((tag) => ({ id: String(tag.id), label: `${g.title} · ${tag.title}` })),
  );

  const columns: ListColumn<CrmMaterialItem>[] = [
    {
      id: 'title',
      title: t('crm.material.name'),
      isRowHeader: true,
      width: '2fr',
      render: (m) => (
        <span className={styles.titleCell}>
          <Picture m={m} />
          <span className={styles.titleText}>{m.title}</span>
        </span>
      ),
    },
    { id: 'kind', title: t('crm.material.kind'), render: (m) => t(`crm.material.kind.${m.kind}`) },
    {
      id: 'tags',
      title: t('crm.material.tags'),
      render: (m) =>
        m.tags.length === 0 ? (
          t('crm.dash')
        ) : (
          <span className={styles.chips}>
            {m.tags.map((tag) => (
              <span key={tag.id} className={styles.chip}>
                <ItemName item={tag} />
              </span>
            ))}
          </span>
        ),
    },
    switchColumn<CrmMaterialItem>({
      id: 'display',
      title: t('crm.item.display'),
      label: (m) => t('crm.item.displayOf', { name: m.title }),
      isOn: (m) => m.display,
      set: granted(may.status, setMaterialShown),
      word: (on) => t(on ? 'crm.item.shown' : 'crm.item.hidden'),
    }),
    {
      id: 'updatedAt',
      title: t('crm.material.updatedAt'),
      render: (m) => formatDateTime(m.updatedAt),
    },
    rowActionsColumn<CrmMaterialItem>(
      t('crm.actions'),
      (m) => ({
        name: m.title,
        view: granted(may.detail, {
          text: t('crm.material.preview'),
          label: t('crm.material.previewOf', { name: m.title }),
          onPress: () => setOpen({ mode: 'preview', item: m }),
        }),
        editLabel: t('crm.editOf', { name: m.title }),
        onEdit: granted(may.edit, () => setOpen({ mode: 'edit', id: m.id })),
        deleteUrl: granted(may.del, materialDeleteUrl([m.id])),
        runDelete: deleteMaterials,
        deleteText: t('crm.material.deleteOne', { name: m.title }),
        onDeleted: refresh,
      }),
      { width: 220 },
    ),
  ];

  const editing = open?.mode === 'add' || open?.mode === 'edit' ? open : null;
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('crm.material.title')}</PageHeading>
      <p className={layout.muted}>{t('crm.material.intro')}</p>
      <ListView<CrmMaterialItem>
        aria-label={t('crm.material.tableLabel')}
        columns={columns}
        rowKey={(m) => m.id}
        live="crm_material"
        load={load}
        filterNames={filterNames}
        reloadSignal={reload}
        filters={({ query, setFilter }) => (
          <>
            <Select
              label={t('crm.material.kind')}
              className={layout.filter}
              selectedKey={query.filters.kind ?? anyKey}
              onSelectionChange={(k) => setFilter('kind', k === anyKey || k === null ? '' : String(k))}
              items={[
                { id: anyKey, label: t('crm.all') },
                ...crmMaterialKinds.map((k) => ({ id: k, label: t(`crm.material.kind.${k}`) })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            {tags.length > 0 ? (
              <Select
                label={t('crm.material.tags')}
                className={layout.filter}
                selectedKey={query.filters.tagId ?? anyKey}
                onSelectionChange={(k) => setFilter('tagId', k === anyKey || k === null ? '' : String(k))}
                items={[{ id: anyKey, label: t('crm.all') }, ...tags]}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
            ) : null}
          </>
        )}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setOpen({ mode: 'add' })}>
              {t('crm.material.add')}
            </Button>
          </Allowed>
        }
        bulkDelete={granted(may.del, { url: materialDeleteUrl, run: deleteMaterials })}
        empty={<EmptyState title={t('crm.material.empty')} />}
      />
      <EditDialog
        editing={editing}
        onClose={() => setOpen(null)}
        drawer="medium"
        title={(e) => t(e.mode === 'add' ? 'crm.material.addTitle' : 'crm.material.editTitle')}
      >
        {(e) => (
          <MaterialForm
            id={e.mode === 'edit' ? e.id : undefined}
            groups={groups}
            onSaved={() => {
              setOpen(null);
              refresh();
            }}
          />
        )}
      </EditDialog>
      <EditDialog
        editing={open?.mode === 'preview' ? open : null}
        onClose={() => setOpen(null)}
        title={(p) => t('crm.material.previewTitle', { name: p.item.title })}
      >
        {(p) => <MaterialPreview id={p.item.id} />}
      </EditDialog>
    </div>
  );
}
