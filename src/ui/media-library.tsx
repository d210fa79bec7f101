import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { File as FileIcon, Film } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import type { ListResult } from '../../contract/envelope.ts';
import type { UploadedItem, UploadKind } from '../../contract/upload.ts';
import '../i18n/config.ts';
import { useT } from '../i18n/use-t.ts';
import { formatSize } from '../lib/format-size.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { failureOf, type ListQueryState, listMachine } from '../machines/list.machine.ts';
import type { UploadFn } from '../machines/upload.machine.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { FileUpload } from './file-upload.tsx';
import { ListFailure } from './list-failure.tsx';
import { listLoader } from './list-loader.ts';
import styles from './media-library.module.css';
import { Modal } from './modal.tsx';
import { Pagination } from './pagination.tsx';
import { SearchField } from './search-field.tsx';
import { useStableKeys } from './stable-keys.ts';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

/** Where the library lives (`src/services/upload.ts` in the console). */
export interface MediaSource {
  list: (kind: UploadKind, query: ListQueryState) => Promise<ListResult<UploadedItem>>;
  upload: (kind: UploadKind) => UploadFn;
  /** Makes a stored URL loadable by the browser (local uploads are paths on the API's origin). */
  href?: (url: string) => string;
}

export interface MediaLibraryProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  source: MediaSource;
  /** The tabs offered, first one open. Default all three kinds. */
  kinds?: UploadKind[];
  /** Pick several at once. Default false. */
  multiple?: boolean;
  onPick: (items: UploadedItem[]) => void;
}

const pageSize = 12;
/** No pick: nothing picked, ever. */
const noneYet = new Map<number, UploadedItem>();

/**
 * The media library: the brand's images, videos and files as tabs, with search, paging, upload in place
 * (picked or dropped files start at once, each with its progress) and a pick of one or several.
 * Newly uploaded files are selected for the user.
 */
export function MediaLibrary({
  isOpen,
  onOpenChange,
  source,
  kinds = ['image', 'video', 'file'],
  multiple = false,
  onPick,
}: MediaLibraryProps) {
  const t = useT();
  const [kind, setKind] = useState<UploadKind>(kinds[0] ?? 'image');
  const [picked, setPicked] = useState<Map<number, UploadedItem>>(new Map());
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.modal}>
      <Dialog
        title={t('media.title')}
        actions={(close) => (
          <>
            <Button onPress={close}>{t('kit.cancel')}</Button>
            <Button
              variant="primary"
              isDisabled={picked.size === 0}
              onPress={() => {
                onPick([...picked.values()]);
                setPicked(new Map());
                close();
              }}
            >
              {multiple && picked.size > 0 ? t('media.pickCount', { count: picked.size }) : t('media.pick')}
            </Button>
          </>
        )}
      >
        <KindTabs
          kinds={kinds}
          kind={kind}
          onKindChange={(k) => {
            setKind(k);
            setPicked(new Map());
          }}
          panel={(k, label) => (
            <LibraryPanel
              kind={k}
              label={label}
              source={source}
              pick={{ multiple, picked, onPickedChange: setPicked }}
            />
          )}
        />
      </Dialog>
    </Modal>
  );
}

/** The kinds as tabs (no tab list for one kind), the open one's panel drawn by `panel`. */
function KindTabs({
  kinds,
  kind,
  onKindChange,
  panel,
}: {
  kinds: UploadKind[];
  kind: UploadKind;
  onKindChange: (kind: UploadKind) => void;
  panel: (kind: UploadKind, label: string) => ReactNode;
}) {
  const t = useT();
  const tabLabel = { image: t('media.tab.image'), video: t('media.tab.video'), file: t('media.tab.file') };
  return (
    <Tabs selectedKey={kind} onSelectionChange={(k) => onKindChange(k as UploadKind)}>
      {kinds.length > 1 ? (
        <TabList aria-label={t('media.title')}>
          {kinds.map((k) => (
            <Tab key={k} id={k}>
              {tabLabel[k]}
            </Tab>
          ))}
        </TabList>
      ) : null}
      {kinds.map((k) => (
        <TabPanel key={k} id={k}>
          {k === kind ? panel(k, tabLabel[k]) : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}

/**
 * The media library as a page's content (配置 › 媒体库): the same tabs, search, paging and upload as
 * the picker, without a pick.
 */
export function MediaBrowser({
  source,
  kinds = ['image', 'video', 'file'],
}: {
  source: MediaSource;
  kinds?: UploadKind[];
}) {
  const [kind, setKind] = useState<UploadKind>(kinds[0] ?? 'image');
  return (
    <KindTabs
      kinds={kinds}
      kind={kind}
      onKindChange={setKind}
      panel={(k, label) => <LibraryPanel kind={k} label={label} source={source} />}
    />
  );
}

interface Pick {
  multiple: boolean;
  picked: Map<number, UploadedItem>;
  onPickedChange: (next: Map<number, UploadedItem>) => void;
}

/** One kind's files: upload, search, the grid and its pages; with `pick`, the grid's items are picked. */
function LibraryPanel({
  kind,
  label,
  source,
  pick,
}: {
  kind: UploadKind;
  label: string;
  source: MediaSource;
  pick?: Pick;
}) {
  const t = useT();
  const multiple = pick?.multiple ?? false;
  const picked = pick?.picked ?? noneYet;
  const onPickedChange = pick?.onPickedChange ?? (() => undefined);
  const actor = useInspectedActor(
    listMachine.provide({
      actors: {
        loadPage: listLoader((query) => source.list(kind, query)),
      },
    }),
    { input: { query: { pageSize } } },
  );
  const rows = useSelector(actor, (s) => s.context.rows) as UploadedItem[];
  const total = useSelector(actor, (s) => s.context.total);
  const query = useSelector(actor, (s) => s.context.query);
  const state = useSelector(actor, (s) =>
    failureOf(s) ? 'failed' : s.matches('empty') ? 'empty' : s.matches('loading') ? 'loading' : 'ready',
  );
  const pickedKeys = useStableKeys(rows.filter((r) => picked.has(r.id)).map((r) => r.id));
  const href = source.href ?? ((u: string) => u);

  const select = (keys: Selection) => {
    const ids = keys === 'all' ? rows.map((r) => r.id) : [...keys].map(Number);
    const next = new Map(multiple ? picked : []);
    // Items of other pages stay picked; this page's items follow the grid's selection.
    for (const r of rows) next.delete(r.id);
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      if (row) next.set(id, row);
    }
    onPickedChange(next);
  };

  return (
    <div className={styles.panel}>
      <FileUpload
        label={t('media.upload')}
        autoStart
        allowsMultiple
        upload={source.upload(kind)}
        onUploaded={(files) => {
          const uploaded = files.filter((f): f is UploadedItem => 'id' in f && typeof f.id === 'number');
          const next = new Map(multiple ? picked : []);
          for (const f of multiple ? uploaded : uploaded.slice(-1)) next.set(f.id, f);
          onPickedChange(next);
          actor.send({ type: 'list.reload' });
        }}
      />
      <SearchField
        label={t('media.search')}
        defaultValue={query.keyword}
        onSubmit={(keyword) => actor.send({ type: 'list.search', keyword })}
        onClear={() => actor.send({ type: 'list.search', keyword: '' })}
      />
      {state === 'failed' ? (
        <ListFailure actor={actor} title={t('media.loadFailed')} />
      ) : state === 'empty' ? (
        <EmptyState title={query.keyword ? t('media.noMatch') : t('media.empty')} />
      ) : (
        <GridList
          aria-label={t('media.selection', { kind: label })}
          aria-busy={state === 'loading' || undefined}
          layout="grid"
          className={styles.grid}
          items={rows}
          selectionMode={pick ? (multiple ? 'multiple' : 'single') : 'none'}
          selectionBehavior="toggle"
          selectedKeys={pickedKeys}
          onSelectionChange={select}
        >
          {(item) => (
            <GridListItem id={item.id} textValue={item.title} className={styles.item}>
              <span className={styles.thumb} aria-hidden="true">
                {item.kind === 'image' ? (
                  <img src={href(item.thumburl ?? item.fileurl)} alt="" loading="lazy" />
                ) : item.kind === 'video' ? (
                  <Film size={32} />
                ) : (
                  <FileIcon size={32} />
                )}
              </span>
              <span className={styles.name}>{item.title}</span>
              <span className={styles.meta}>
                {formatSize(item.size)}
                {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
              </span>
            </GridListItem>
          )}
        </GridList>
      )}
      {total > pageSize ? (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          onPageChange={(page) => actor.send({ type: 'list.page', page })}
        />
      ) : null}
      <p className={styles.count} aria-live="polite">
        {state === 'loading' ? t('kit.loading') : t('media.count', { total })}
      </p>
    </div>
  );
}
