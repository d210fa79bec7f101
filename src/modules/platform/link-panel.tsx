import { useMemo, useRef, useState } from 'react';
import {
  type FriendLinkItem,
  type FriendLinkNode,
  friendLinkNodeTitleRule,
  friendLinkRule,
  friendLinkTitleRule,
} from '../../../contract/friend-link.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { currentParams } from '../../lib/hash.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { LibraryImageField } from '../../ui/library-image-field.tsx';
import { Link } from '../../ui/link.tsx';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { SelectTree } from '../../ui/select-tree.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { runDelete } from './article.ts';
import {
  addLink,
  linkDeleteUrl,
  linkDetail,
  linkNodeDeleteUrl,
  linkNodes,
  listLinks,
  orderLinks,
  saveLinkNode,
  setLinkDisplay,
  updateLink,
} from './friend-link.ts';
import { actionsColumn, displayColumn, ThumbTitle } from './item-actions.tsx';
import { allNodesKey, pickNode, usePickedNode } from './node-param.ts';
import { OrderableList, type OrderPanelProps, orderPageSize } from './order-panel.tsx';
import styles from './platform.module.css';

const filterNames = ['nodeId'] as const;
const keepParams = ['tab'] as const;
const noneKey = '0';
const noNodes: FriendLinkNode[] = [];

function load(q: ListQueryState) {
  return listLinks({
    page: q.page,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    nodeId: q.filters.nodeId,
  });
}

type Editing = { id?: number; title?: string } | null;

/** The friend links tab: link categories beside the list of links, each link with its logo. */
export function LinkPanel() {
  const t = useT();
  const grant = useGrant();
  const picked = usePickedNode();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [nodeForm, setNodeForm] = useState<{ id?: number; title?: string } | null>(null);
  const may = {
    nodes: grant(friendLinkRule.node_list),
    saveNode: grant(friendLinkRule.node_update),
    delNode: grant(friendLinkRule.node_del),
    add: grant(friendLinkRule.add, friendLinkRule.node_list),
    edit: grant(friendLinkRule.detail, friendLinkRule.update, friendLinkRule.node_list),
    status: grant(friendLinkRule.status),
    order: grant(friendLinkRule.order),
    del: grant(friendLinkRule.del),
  };
  // Without the right to list them there are no categories to read; a failed read shows none.
  const nodesRead = useResource(may.nodes === true ? 'nodes' : null, linkNodes);
  const nodes = (nodesRead.failed ? null : nodesRead.data) ?? noNodes;
  const node = nodes.find((n) => String(n.id) === picked) ?? null;
  const items = useMemo(
    () => [
      { id: allNodesKey, title: t('link.allNodes') },
      { id: noneKey, title: t('link.noNode') },
      ...nodes.map((n) => ({ id: String(n.id), title: n.title, count: n.linkCount })),
    ],
    [nodes, t],
  );
  const refresh = () => {
    nodesRead.reload();
    setReload((r) => r + 1);
  };

  const columns: ListColumn<FriendLinkItem>[] = [
    {
      id: 'title',
      title: t('link.title'),
      isRowHeader: true,
      render: (l) => <ThumbTitle image={l.logo} title={l.title} />,
    },
    {
      id: 'url',
      title: t('link.url'),
      render: (l) => (
        <Link href={l.url} target="_blank" rel="noopener noreferrer">
          {l.url}
        </Link>
      ),
    },
    { id: 'node', title: t('link.node'), render: (l) => l.nodeTitle || t('link.noNode') },
    { id: 'ordernum', title: t('platform.ordernum'), render: (l) => String(l.ordernum) },
    displayColumn(t('platform.display'), granted(may.status, setLinkDisplay)),
    actionsColumn(t('platform.actions'), (l) => ({
      name: l.title,
      editLabel: t('link.editLabel', { name: l.title }),
      onEdit: granted(may.edit, () => setEditing({ id: l.id, title: l.title })),
      deleteUrl: granted(may.del, linkDeleteUrl([l.id])),
      deleteText: t('link.deleteOne', { name: l.title }),
      onDeleted: refresh,
    })),
  ];
  const add = (
    <Allowed by={may.add}>
      <Button variant="primary" onPress={() => setEditing({})}>
        {t('link.add')}
      </Button>
    </Allowed>
  );

  // A category deleted takes its buttons with it: focus goes back to the tree, on 全部.
  const asideRef = useRef<HTMLElement>(null);
  const tree = () =>
    asideRef.current?.querySelector<HTMLElement>('[role="treegrid"] [aria-selected="true"]') ??
    asideRef.current?.querySelector<HTMLElement>('[role="treegrid"]');
  return (
    <div className={styles.workspace}>
      <Allowed by={may.nodes}>
        <section ref={asideRef} className={styles.aside} aria-labelledby="link-nodes-title">
          <h2 id="link-nodes-title">{t('link.nodes')}</h2>
          <SelectTree
            aria-label={t('link.nodes')}
            items={items}
            selectedKey={picked === noneKey ? noneKey : node ? String(node.id) : allNodesKey}
            onSelect={pickNode}
          />
          <div className={styles.asideActions}>
            <Allowed by={may.saveNode}>
              <Button size="small" onPress={() => setNodeForm({})}>
                {t('link.nodeAdd')}
              </Button>
            </Allowed>
            {node ? (
              <Allowed by={may.saveNode}>
                <Button size="small" onPress={() => setNodeForm({ id: node.id, title: node.title })}>
                  {t('link.nodeRename')} <span className="visually-hidden">{node.title}</span>
                </Button>
              </Allowed>
            ) : null}
            {node ? (
              <Allowed by={may.delNode}>
                <ConfirmAction
                  size="small"
                  url={linkNodeDeleteUrl(node.id)}
                  run={runDelete}
                  text={t('link.nodeDeleteOne', { name: node.title })}
                  whyNot={node.linkCount > 0 ? t('link.nodeHasLinks', { count: node.linkCount }) : undefined}
                  onDone={() => {
                    pickNode(allNodesKey);
                    nodesRead.reload();
                  }}
                  returnFocus={tree}
                >
                  {t('link.nodeDelete')} <span className="visually-hidden">{node.title}</span>
                </ConfirmAction>
              </Allowed>
            ) : null}
          </div>
        </section>
      </Allowed>
      <div className={styles.main}>
        <OrderableList<FriendLinkItem>
          may={may.order}
          order={linkOrder(t)}
          onOrdered={() => setReload((r) => r + 1)}
          list={(sortButton) => (
            <ListView<FriendLinkItem>
              aria-label={t('link.tableLabel')}
              columns={columns}
              rowKey={(l) => l.id}
              live="friendlink"
              load={load}
              filterNames={filterNames}
              keepParams={keepParams}
              reloadSignal={reload}
              toolbar={
                <>
                  {sortButton}
                  {add}
                </>
              }
              bulkDelete={granted(may.del, { url: linkDeleteUrl, run: runDelete })}
              // The toolbar above keeps its add button: the empty list offers no second one.
              empty={<EmptyState title={t('link.empty')} />}
            />
          )}
        />
      </div>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={styles.dialogBody}
        title={(e) =>
          e.id === undefined ? t('link.addTitle') : t('link.editTitle', { name: e.title ?? '' })
        }
      >
        {(e) => (
          <LinkForm
            id={e.id}
            nodes={nodes}
            nodeId={node?.id ?? 0}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
        )}
      </EditDialog>
      <EditDialog
        editing={nodeForm}
        onClose={() => setNodeForm(null)}
        bodyClassName={styles.dialogBody}
        title={(f) =>
          f.id === undefined ? t('link.nodeAddTitle') : t('link.nodeEditTitle', { name: f.title ?? '' })
        }
      >
        {(f) => (
          <ManagedForm
            formId={`link-node:${f.id ?? 'new'}`}
            rules={{ title: { ...friendLinkNodeTitleRule, label: t('link.nodeTitle') } }}
            initialValues={{ title: f.title ?? '' }}
            submit={(values) =>
              withFieldErrors(
                saveLinkNode({
                  ...(f.id === undefined ? {} : { id: f.id }),
                  title: typeof values.title === 'string' ? values.title : '',
                }),
              )
            }
            onSaved={(output) => {
              setNodeForm(null);
              nodesRead.reload();
              const saved = output as { id?: number } | null;
              if (f.id === undefined && saved?.id) pickNode(String(saved.id));
            }}
            aria-label={f.id === undefined ? t('link.nodeAddTitle') : t('link.nodeRename')}
          >
            {(api) => (
              <TextField
                {...api.text('title')}
                label={t('link.nodeTitle')}
                maxLength={friendLinkNodeTitleRule.max}
                autoFocus
              />
            )}
          </ManagedForm>
        )}
      </EditDialog>
    </div>
  );
}

function LinkForm({
  id,
  nodes,
  nodeId,
  onSaved,
}: {
  id?: number;
  nodes: FriendLinkNode[];
  nodeId: number;
  onSaved: () => void;
}) {
  const t = useT();
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const load = async (): Promise<FormObject> => {
    const l = await linkDetail(id ?? 0);
    return { title: l.title, url: l.url, logo: l.logo, nodeId: String(l.nodeId), display: l.display };
  };
  const submit = (values: FormObject) => {
    const body = {
      title: str(values.title),
      url: str(values.url),
      logo: str(values.logo),
      nodeId: Number(values.nodeId ?? 0),
      display: values.display !== false,
    };
    return withFieldErrors(id === undefined ? addLink(body) : updateLink({ id, ...body }));
  };
  const options = [
    { id: noneKey, label: t('link.noNode') },
    ...nodes.map((n) => ({ id: String(n.id), label: n.title })),
  ];
  return (
    <ManagedForm
      formId={`link:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'friendlink', id: Number(id) }}
      rules={{
        title: { ...friendLinkTitleRule, label: t('link.title') },
        url: { required: true, max: 500, label: t('link.url') },
      }}
      load={id === undefined ? undefined : load}
      initialValues={
        id === undefined
          ? { title: '', url: 'https://', logo: '', nodeId: String(nodeId), display: true }
          : undefined
      }
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('link.addTitle') : t('platform.edit')}
    >
      {(api) => (
        <div className={styles.fields}>
          <TextField
            {...api.text('title')}
            label={t('link.title')}
            maxLength={friendLinkTitleRule.max}
            autoFocus
          />
          <TextField {...api.text('url')} type="url" label={t('link.url')} description={t('link.urlHint')} />
          <Select {...api.choice('nodeId')} label={t('link.node')} items={options}>
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <div className={layout.wide}>
            <LibraryImageField
              label={t('link.logo')}
              value={str(api.values.logo)}
              onChange={(url) => api.setValue('logo', url)}
              source={mediaSource}
              errorMessage={api.errors.logo}
            />
          </div>
          <Checkbox isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
            {t('platform.display')}
          </Checkbox>
        </div>
      )}
    </ManagedForm>
  );
}

/** Reordering the links the list shows now (its category). */
function linkOrder(t: ReturnType<typeof useT>): Omit<OrderPanelProps<FriendLinkItem>, 'onDone'> {
  return {
    'aria-label': t('link.tableLabel'),
    load: () =>
      listLinks({ page: 1, pageSize: orderPageSize, nodeId: currentParams().get('nodeId') ?? undefined }),
    rowKey: (l) => l.id,
    rowLabel: (l) => l.title,
    columns: [
      { id: 'title', title: t('link.title'), isRowHeader: true, render: (l) => l.title },
      { id: 'node', title: t('link.node'), render: (l) => l.nodeTitle || t('link.noNode') },
    ],
    save: orderLinks,
  };
}
