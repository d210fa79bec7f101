import { type CSSProperties, useMemo, useRef, useState } from 'react';
import {
  type ArticleListItem,
  type ArticleNodeMenuItem,
  type ArticleNodeTree,
  type ArticleState,
  articleRule,
  articleStates,
  maxNodeLevel,
  nodeTitleRule,
} from '../../../contract/article.ts';
import { slugRule } from '../../../contract/platform.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { currentParams } from '../../lib/hash.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { DateRangePicker } from '../../ui/date-range-picker.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { LinkButton } from '../../ui/link-button.tsx';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { SelectTree, type SelectTreeNode } from '../../ui/select-tree.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import {
  addArticleNode,
  articleDeleteUrl,
  articleNodeDeleteUrl,
  articleNodeDetail,
  articleNodeMenu,
  articleNodeTree,
  listArticles,
  moveArticles,
  orderArticles,
  runDelete,
  setArticleDisplay,
  setArticleNodeDisplay,
  setArticlesStatus,
  updateArticleNode,
} from './article.ts';
import { articleEditorHref } from './article-links.ts';
import { actionsColumn, displayColumn, ThumbTitle } from './item-actions.tsx';
import { allNodesKey, pickNode, usePickedNode } from './node-param.ts';
import { OrderableList, type OrderPanelProps, orderPageSize } from './order-panel.tsx';
import styles from './platform.module.css';
import { OrdernumField } from './platform-fields.tsx';

const filterNames = ['nodeId', 'status', 'dateFrom', 'dateTo'] as const;
const keepParams = ['tab'] as const;
const anyKey = 'any';
const noNodes: ArticleNodeTree[] = [];

const isState = (v: string | undefined): v is ArticleState => articleStates.some((s) => s === v);

function load(q: ListQueryState) {
  const f = q.filters;
  return listArticles({
    page: q.page,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    nodeId: f.nodeId,
    status: isState(f.status) ? f.status : undefined,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
  });
}

/** The state an article is in, as a list shows it: a draft with a time is scheduled. */
export function stateOf(a: Pick<ArticleListItem, 'status' | 'publishAt'>): ArticleState {
  return a.status === 'published' ? 'published' : a.publishAt ? 'scheduled' : 'draft';
}

/** An article's time: the console's one way (src/lib/dates.ts), so one instant reads the same everywhere. */
export const timeText = (iso: string) => formatDateTime(iso);

/** Articles filed in a category and every one under it. */
function subtreeCount(n: ArticleNodeTree): number {
  return n.childList.reduce((sum, c) => sum + subtreeCount(c), n.articleCount);
}

function flatten(nodes: ArticleNodeTree[], into: ArticleNodeTree[] = []): ArticleNodeTree[] {
  for (const n of nodes) {
    into.push(n);
    flatten(n.childList, into);
  }
  return into;
}

export function ArticlePanel() {
  const t = useT();
  const grant = useGrant();
  const picked = usePickedNode();
  const [reload, setReload] = useState(0);
  const [nodeForm, setNodeForm] = useState<{ id?: number; parentId: number } | null>(null);
  const [moving, setMoving] = useState<{ ids: number[]; done: () => void } | null>(null);
  const movedGrid = useRef<(() => HTMLElement | null) | null>(null);
  const may = {
    nodes: grant(articleRule.node_list),
    addNode: grant(articleRule.node_add, articleRule.node_menu),
    editNode: grant(articleRule.node_update, articleRule.node_detail, articleRule.node_menu),
    nodeStatus: grant(articleRule.node_status),
    delNode: grant(articleRule.node_del),
    add: grant(articleRule.add, articleRule.node_menu),
    edit: grant(articleRule.detail, articleRule.update, articleRule.node_menu),
    update: grant(articleRule.update),
    status: grant(articleRule.status),
    move: grant(articleRule.node, articleRule.node_menu),
    order: grant(articleRule.order),
    del: grant(articleRule.del),
  };

  // Without the right to list them there are no categories to read; a failed read shows none.
  const nodesRead = useResource(may.nodes === true ? 'nodes' : null, articleNodeTree);
  const nodes = (nodesRead.failed ? null : nodesRead.data) ?? noNodes;

  const flat = useMemo(() => flatten(nodes), [nodes]);
  const node = flat.find((n) => String(n.id) === picked) ?? null;
  const treeItems = useMemo(() => {
    const item = (n: ArticleNodeTree): SelectTreeNode => ({
      id: String(n.id),
      title: n.title,
      note: n.display ? undefined : t('platform.hidden'),
      count: subtreeCount(n),
      children: n.childList.map(item),
    });
    return [
      {
        id: allNodesKey,
        title: t('node.all'),
        count: nodes.reduce((sum, n) => sum + subtreeCount(n), 0),
      },
      ...nodes.map(item),
    ];
  }, [nodes, t]);
  const refreshAll = () => {
    nodesRead.reload();
    setReload((r) => r + 1);
  };

  const nodeWhyNot = (n: ArticleNodeTree): string | undefined =>
    n.childList.length > 0
      ? t('node.hasChildren', { count: n.childList.length })
      : n.articleCount > 0
        ? t('node.hasArticles', { count: n.articleCount })
        : undefined;

  const columns: ListColumn<ArticleListItem>[] = [
    {
      id: 'title',
      title: t('article.title'),
      isRowHeader: true,
      render: (a) => <ThumbTitle image={a.cover} title={a.title} />,
    },
    { id: 'node', title: t('article.node'), render: (a) => a.nodeTitle },
    {
      id: 'status',
      title: t('article.status'),
      render: (a) => {
        const state = stateOf(a);
        return (
          <span className={styles.badge} data-state={state}>
            {state === 'scheduled' && a.publishAt
              ? t('article.scheduledAt', { time: timeText(a.publishAt) })
              : t(`article.status.${state}`)}
          </span>
        );
      },
    },
    {
      id: 'publishAt',
      title: t('article.publishAt'),
      render: (a) => (a.status === 'published' && a.publishAt ? timeText(a.publishAt) : '—'),
    },
    { id: 'ordernum', title: t('platform.ordernum'), render: (a) => String(a.ordernum) },
    // A draft or a scheduled article is not on the site whatever its switch says: the switch is what
    // the site does once it is published, and says so.
    displayColumn(t('platform.display'), granted(may.update, setArticleDisplay), (a) =>
      stateOf(a) === 'published' ? undefined : t('article.displayOnPublish'),
    ),
    actionsColumn(t('platform.actions'), (a) => ({
      name: a.title,
      editLabel: t('article.editLabel', { name: a.title }),
      editHref: granted(may.edit, `#${articleEditorHref(a.id)}`),
      deleteUrl: granted(may.del, articleDeleteUrl([a.id])),
      deleteText: t('article.deleteOne', { name: a.title }),
      onDeleted: refreshAll,
    })),
  ];

  // A category deleted takes its buttons with it: focus goes back to the tree, on 全部.
  const asideRef = useRef<HTMLElement>(null);
  const tree = () =>
    asideRef.current?.querySelector<HTMLElement>('[role="treegrid"] [aria-selected="true"]') ??
    asideRef.current?.querySelector<HTMLElement>('[role="treegrid"]');
  return (
    <div className={styles.workspace}>
      <Allowed by={may.nodes}>
        <section ref={asideRef} className={styles.aside} aria-labelledby="article-nodes-title">
          <h2 id="article-nodes-title">{t('node.panel')}</h2>
          <SelectTree
            aria-label={t('node.panel')}
            aria-describedby="article-nodes-hint"
            items={treeItems}
            selectedKey={node ? String(node.id) : allNodesKey}
            onSelect={pickNode}
          />
          <p id="article-nodes-hint" className={layout.muted}>
            {t('node.pickHint')}
          </p>
          <div className={styles.asideActions}>
            <Allowed by={may.addNode}>
              <Button
                size="small"
                onPress={() => setNodeForm({ parentId: node && node.level < maxNodeLevel ? node.id : 0 })}
              >
                {t('node.add')}
              </Button>
            </Allowed>
            {node ? (
              <Allowed by={may.editNode}>
                <Button
                  size="small"
                  aria-label={t('node.editOf', { name: node.title })}
                  onPress={() => setNodeForm({ id: node.id, parentId: node.parentId })}
                >
                  {t('node.edit')}
                </Button>
              </Allowed>
            ) : null}
            {node ? (
              <Allowed by={may.delNode}>
                <ConfirmAction
                  size="small"
                  url={articleNodeDeleteUrl(node.id)}
                  run={runDelete}
                  text={t('node.deleteOne', { name: node.title })}
                  whyNot={nodeWhyNot(node)}
                  onDone={() => {
                    pickNode(allNodesKey);
                    nodesRead.reload();
                  }}
                  returnFocus={tree}
                >
                  {t('node.deleteLabel')} <span className="visually-hidden">{node.title}</span>
                </ConfirmAction>
              </Allowed>
            ) : null}
            {node ? (
              <Allowed by={may.nodeStatus}>
                <ToggleSwitch
                  key={node.id}
                  aria-label={t('platform.displayOf', { name: node.title })}
                  value={node.display}
                  onChange={(on, options) =>
                    setArticleNodeDisplay(node.id, on, options).then(() => nodesRead.reload())
                  }
                >
                  {t('platform.display')}
                </ToggleSwitch>
              </Allowed>
            ) : null}
          </div>
        </section>
      </Allowed>
      <div className={styles.main}>
        <OrderableList<ArticleListItem>
          may={may.order}
          order={articleOrder(t)}
          onOrdered={() => setReload((r) => r + 1)}
          list={(sortButton) => (
            <ListView<ArticleListItem>
              aria-label={t('article.tableLabel')}
              columns={columns}
              rowKey={(a) => a.id}
              live="article"
              load={load}
              filterNames={filterNames}
              keepParams={keepParams}
              reloadSignal={reload}
              filters={({ query, setFilter }) => (
                <>
                  <Select
                    label={t('article.status')}
                    className={layout.filter}
                    selectedKey={query.filters.status ?? anyKey}
                    onSelectionChange={(k) =>
                      setFilter('status', k === anyKey || k === null ? '' : String(k))
                    }
                    items={[
                      { id: anyKey, label: t('article.status.any') },
                      ...articleStates.map((s) => ({ id: s, label: t(`article.status.${s}`) })),
                    ]}
                  >
                    {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                  </Select>
                  <DateRangePicker
                    label={t('article.dates')}
                    value={
                      query.filters.dateFrom && query.filters.dateTo
                        ? { start: query.filters.dateFrom, end: query.filters.dateTo }
                        : null
                    }
                    onChange={(r) => {
                      setFilter('dateFrom', r?.start ?? '');
                      setFilter('dateTo', r?.end ?? '');
                    }}
                  />
                </>
              )}
              toolbar={
                <>
                  {sortButton}
                  <Allowed by={may.add}>
                    <LinkButton variant="primary" href={`#${articleEditorHref(null, node?.id)}`}>
                      {t('article.write')}
                    </LinkButton>
                  </Allowed>
                </>
              }
              bulkActions={
                may.status || may.move
                  ? ({ selection, reload: done, grid }) => {
                      const ids = selection.map(Number);
                      const count = ids.length;
                      return (
                        <>
                          {/* The confirm kit asks for an address; these calls are POSTs, so it names the action. */}
                          <Allowed by={may.status}>
                            <ConfirmAction
                              variant="primary"
                              url={count ? `publish:${ids.join(',')}` : ''}
                              run={(_url, options) => setArticlesStatus(ids, 'published', options)}
                              text={t('article.publishConfirm', { count })}
                              isDisabled={count === 0}
                              onDone={done}
                              returnFocus={grid}
                            >
                              {t('article.publishSelected', { count })}
                            </ConfirmAction>
                            <ConfirmAction
                              variant="secondary"
                              url={count ? `unpublish:${ids.join(',')}` : ''}
                              run={(_url, options) => setArticlesStatus(ids, 'draft', options)}
                              text={t('article.unpublishConfirm', { count })}
                              isDisabled={count === 0}
                              onDone={done}
                              returnFocus={grid}
                            >
                              {t('article.unpublishSelected', { count })}
                            </ConfirmAction>
                          </Allowed>
                          <Allowed by={may.move}>
                            <Button
                              isDisabled={count === 0}
                              onPress={() => {
                                movedGrid.current = grid;
                                setMoving({ ids, done });
                              }}
                            >
                              {t('article.moveSelected', { count })}
                            </Button>
                          </Allowed>
                        </>
                      );
                    }
                  : undefined
              }
              bulkDelete={granted(may.del, { url: articleDeleteUrl, run: runDelete })}
              empty={<EmptyState title={t('article.empty')} description={t('article.emptyHint')} />}
            />
          )}
        />
      </div>
      <EditDialog
        editing={nodeForm}
        onClose={() => setNodeForm(null)}
        bodyClassName={styles.dialogBody}
        title={(f) =>
          f.id === undefined
            ? t('node.addTitle')
            : t('node.editTitle', { name: flat.find((n) => n.id === f.id)?.title ?? '' })
        }
      >
        {(f) => (
          <NodeForm
            id={f.id}
            parentId={f.parentId}
            onSaved={() => {
              setNodeForm(null);
              refreshAll();
            }}
          />
        )}
      </EditDialog>
      <EditDialog
        editing={moving}
        onClose={() => setMoving(null)}
        bodyClassName={styles.dialogBody}
        // Its button is disabled once the move cleared the selection: focus goes back to the list
        // (kept apart from `moving`, which is gone by the time the dialog has closed).
        returnFocus={() => movedGrid.current?.()}
        title={(m) => t('article.moveTitle', { count: m.ids.length })}
      >
        {(m) => (
          <MoveForm
            ids={m.ids}
            onSaved={() => {
              m.done();
              setMoving(null);
              nodesRead.reload();
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}

/** A category in a picker, indented by its level (the chosen value reads as its title alone). */
export function NodeItem({ item }: { item: { id: string; level: number; label: string } }) {
  return (
    <SelectItem id={item.id} textValue={item.label}>
      <span className={styles.indent} style={{ '--level': item.level } as CSSProperties}>
        {item.label}
      </span>
    </SelectItem>
  );
}

const noMenu: ArticleNodeMenuItem[] = [];

/** The categories as a picker's items with their levels; `except` leaves a branch out (a node's own). */
export function useNodeOptions(except?: number) {
  const read = useResource(articleNodeMenu);
  const menu = read.failed ? noMenu : read.data;
  const hidden = new Set(
    except === undefined
      ? []
      : (menu
          ?.find((m) => m.id === except)
          ?.childlist.split(',')
          .map(Number) ?? []),
  );
  return {
    loaded: menu !== null,
    items: (menu ?? [])
      .filter((m) => !hidden.has(m.id))
      .map((m) => ({ id: String(m.id), level: m.level, label: m.title })),
  };
}

function NodeForm({ id, parentId, onSaved }: { id?: number; parentId: number; onSaved: () => void }) {
  const t = useT();
  const options = useNodeOptions(id);
  const rules = {
    title: { ...nodeTitleRule, label: t('node.title') },
    slug: { ...slugRule, label: t('platform.slug') },
  };
  const load = async (): Promise<FormObject> => {
    const n = await articleNodeDetail(id ?? 0);
    return { title: n.title, slug: n.slug, parentId: String(n.parentId), ordernum: n.ordernum };
  };
  const submit = (values: FormObject) => {
    const body = {
      title: String(values.title ?? ''),
      slug: String(values.slug ?? ''),
      parentId: Number(values.parentId ?? 0),
      ordernum: Number(values.ordernum ?? 10),
    };
    return withFieldErrors(id === undefined ? addArticleNode(body) : updateArticleNode({ id, ...body }));
  };
  // Only categories that leave room for a child below them (at most three levels).
  const parents = [
    { id: '0', level: 1, label: t('node.top') },
    ...options.items.filter((o) => o.level < maxNodeLevel),
  ];
  return (
    <ManagedForm
      formId={`article-node:${id ?? 'new'}`}
      rules={rules}
      initialValues={
        id === undefined ? { title: '', slug: '', parentId: String(parentId), ordernum: 10 } : undefined
      }
      load={id === undefined ? undefined : load}
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('node.addTitle') : t('node.edit')}
    >
      {(api) => (
        <div className={styles.fields}>
          <TextField {...api.text('title')} label={t('node.title')} maxLength={nodeTitleRule.max} autoFocus />
          <Select
            {...api.choice('parentId')}
            label={t('node.parent')}
            items={parents}
            isDisabled={!options.loaded}
          >
            {(item) => <NodeItem item={item} />}
          </Select>
          <TextField {...api.text('slug')} label={t('platform.slug')} description={t('platform.slugHint')} />
          <OrdernumField api={api} />
        </div>
      )}
    </ManagedForm>
  );
}

function MoveForm({ ids, onSaved }: { ids: number[]; onSaved: () => void }) {
  const t = useT();
  const options = useNodeOptions();
  const [target, setTarget] = useState('');
  const node = options.items.find((o) => o.id === target)?.label ?? '';
  return (
    <ManagedForm
      formId="article-move"
      storage={null}
      rules={{ nodeId: { required: true, choice: true, label: t('article.moveTarget') } }}
      initialValues={{ nodeId: '' }}
      submit={(values) => {
        setTarget(String(values.nodeId ?? ''));
        return withFieldErrors(moveArticles(ids, Number(values.nodeId)));
      }}
      onSaved={onSaved}
      submitLabel={t('article.move')}
      // The list's rows change in place: the toast is what tells the move happened, and where to.
      savedMessage={t('article.moved', { count: ids.length, node })}
      aria-label={t('article.moveTitle', { count: ids.length })}
    >
      {(api) => (
        // Enabled while the categories load (it says 加载中), so it takes the dialog's first focus.
        <Select
          {...api.choice('nodeId')}
          label={t('article.moveTarget')}
          items={options.items}
          isLoading={!options.loaded}
          autoFocus
        >
          {(item) => <NodeItem item={item} />}
        </Select>
      )}
    </ManagedForm>
  );
}

/**
 * Reordering: what the list shows now (its category, status and search). Above one page of articles
 * the user narrows the list first.
 */
function articleOrder(t: ReturnType<typeof useT>): Omit<OrderPanelProps<ArticleListItem>, 'onDone'> {
  const load = () => {
    const p = currentParams();
    const status = p.get('status') ?? undefined;
    return listArticles({
      page: 1,
      pageSize: orderPageSize,
      keyword: p.get('keyword') || undefined,
      nodeId: p.get('nodeId') ?? undefined,
      status: isState(status) ? status : undefined,
      dateFrom: p.get('dateFrom') ?? undefined,
      dateTo: p.get('dateTo') ?? undefined,
    });
  };
  return {
    'aria-label': t('article.tableLabel'),
    load,
    rowKey: (a) => a.id,
    rowLabel: (a) => a.title,
    columns: [
      { id: 'title', title: t('article.title'), isRowHeader: true, render: (a) => a.title },
      { id: 'node', title: t('article.node'), render: (a) => a.nodeTitle },
      { id: 'status', title: t('article.status'), render: (a) => t(`article.status.${stateOf(a)}`) },
    ],
    save: orderArticles,
  };
}
