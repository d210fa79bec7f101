import '../account/account.public.ts';
import { useState } from 'react';
import type { InboxMessage } from '../../../contract/inbox.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { navigate } from '../../lib/hash.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { listMessages, readMessages } from '../../services/inbox.ts';
import { useInbox, useInboxChanged } from '../../shell/inbox-context.tsx';
import page from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Link } from '../../ui/link.tsx';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { SaveButton } from '../../ui/save-button.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import styles from './message-list.module.css';

const filterNames = ['unread'] as const;

/**
 * `/manage/message` (the messages dropdown's "view all"): the member's messages in this brand, newest
 * first, all or the unread ones; opening one goes to its screen and reads it; marking read one by one
 * or all at once. The header's badge follows at once.
 */
export default function MessageList() {
  const t = useT();
  const toast = useToast();
  const inbox = useInbox();
  const [reload, setReload] = useState(0);
  // Another tab, a send or an import changed the messages: the list reads again where it is.
  useInboxChanged(() => setReload((n) => n + 1));
  const changed = () => {
    setReload((n) => n + 1);
    inbox.refresh();
  };
  const load = (q: ListQueryState) =>
    listMessages({ page: q.page, pageSize: q.pageSize, unread: q.filters.unread === 'true' || undefined });
  const markRead = async (ids: number[]) => (await readMessages({ ids })).message;
  const open = (m: InboxMessage) => {
    if (!m.read) readMessages({ ids: [m.id] }, { notifyErrors: false }).then(inbox.refresh, () => undefined);
  };

  const columns: ListColumn<InboxMessage>[] = [
    {
      id: 'title',
      title: t('messages.col.message'),
      isRowHeader: true,
      // Enter on the row follows its link, as a click on the title does.
      open: (m) => () => {
        open(m);
        navigate(m.link || '/manage/message');
      },
      render: (m) => (
        <span className={styles.message} data-unread={m.read ? undefined : 'true'}>
          <Link href={`#${m.link || '/manage/message'}`} onPress={() => open(m)}>
            {m.title}
          </Link>
          {m.body ? <span className={styles.body}>{m.body}</span> : null}
          {m.file ? (
            <Link href={m.file.url} download={m.file.name} target="_blank">
              {t('messages.download', { name: m.file.name })}
            </Link>
          ) : null}
        </span>
      ),
    },
    {
      id: 'at',
      title: t('messages.col.time'),
      render: (m) => <time dateTime={m.at}>{formatDateTime(m.at)}</time>,
    },
    {
      id: 'state',
      title: t('messages.col.state'),
      render: (m) => (
        <span className={styles.state} data-unread={m.read ? undefined : 'true'}>
          {t(m.read ? 'messages.state.read' : 'messages.state.unread')}
        </span>
      ),
    },
    {
      id: 'actions',
      title: t('messages.col.actions'),
      render: (m) =>
        m.read ? null : (
          <SaveButton
            size="small"
            variant="quiet"
            aria-label={t('messages.markReadOf', { title: m.title })}
            onSave={() => markRead([m.id])}
            onSaved={changed}
          >
            {t('messages.markRead')}
          </SaveButton>
        ),
    },
  ];

  return (
    <div className={page.page}>
      <PageHeading className={page.title}>{t('messages.title')}</PageHeading>
      <p className={page.muted}>{t('messages.intro')}</p>
      <ListView<InboxMessage>
        aria-label={t('messages.list')}
        columns={columns}
        rowKey={(m) => m.id}
        load={load}
        filterNames={filterNames}
        searchable={false}
        reloadSignal={reload}
        filters={({ query, setFilter }) => (
          <Select
            label={t('messages.show')}
            className={styles.filter}
            selectedKey={query.filters.unread === 'true' ? 'unread' : 'all'}
            onSelectionChange={(k) => setFilter('unread', k === 'unread' ? 'true' : '')}
            items={[
              { id: 'all', label: t('messages.all') },
              { id: 'unread', label: t('messages.unreadOnly') },
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        )}
        toolbar={
          inbox.unread ? (
            <SaveButton
              variant="secondary"
              onSave={async () => (await readMessages({ all: true })).message}
              onSaved={(message) => {
                if (typeof message === 'string') toast.show(message, { tone: 'success' });
                changed();
              }}
            >
              {t('messages.markAllRead')}
            </SaveButton>
          ) : null
        }
        empty={<EmptyState title={t('messages.empty')} />}
      />
    </div>
  );
}
