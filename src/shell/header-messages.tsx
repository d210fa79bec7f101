import '../i18n/shell-frame.ts';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogTrigger, Heading, Popover, Button as RacButton } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { InboxListResult, InboxMessage } from '../../contract/inbox.ts';
import { useT } from '../i18n/use-t.ts';
import { formatDateTime } from '../lib/dates.ts';
import { listMessages, readMessages } from '../services/inbox.ts';
import { Link } from '../ui/link.tsx';
import { useResource } from '../ui/use-resource.ts';
import styles from './app-shell.module.css';
import { useInbox } from './inbox-context.tsx';

/** How many messages the dropdown shows; the page has the rest. */
const latestCount = 5;

const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * docs/spec.md §2's messages dropdown: the badge counts unread messages (polled, see inbox-badge.machine.ts),
 * the dropdown shows the latest few, each opening its screen (and read by that), "no messages" when
 * there are none, and the way to the message page.
 */
export function HeaderMessages() {
  const t = useT();
  const { unread } = useInbox();
  const [open, setOpen] = useState(false);
  const [path] = useLocation();
  // A route change (Back, a link elsewhere) leaves a page the open popover would cover and keep from
  // taking clicks, so it closes with the page it was opened on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: path is the trigger, not an input
  useEffect(() => setOpen(false), [path]);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <RacButton className={styles.iconButton} aria-label={t('shell.messagesCount', { count: unread ?? 0 })}>
        <Bell aria-hidden="true" size={18} />
        {/* Nothing unread shows no badge: a grey 0 beside the bell read as something to look at. */}
        {unread ? (
          <span className={styles.badge} aria-hidden="true" data-unread="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </RacButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.popoverDialog} aria-labelledby="messages-heading">
          {({ close }) => (
            <>
              <Heading slot="title" id="messages-heading" className={styles.popoverTitle}>
                {t('shell.messages')}
              </Heading>
              <LatestMessages onOpen={close} />
              <Link href="#/manage/message" onPress={close}>
                {t('shell.allMessages')}
              </Link>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/** Read when the dropdown opens, so a closed dropdown costs nothing. */
function LatestMessages({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const inbox = useInbox();
  const asked = useRef(new Set<number>());
  const latest = useResource<InboxListResult>(() =>
    listMessages({ page: 1, pageSize: latestCount }, { notifyErrors: false }),
  );
  if (latest.loading)
    return (
      <p className={styles.muted} role="status">
        {t('shell.messagesLoading')}
      </p>
    );
  if (latest.failed || !latest.data)
    return (
      <p className={styles.muted} role="alert">
        {t('shell.messagesFailed')}
      </p>
    );
  if (latest.data.list.length === 0) return <p className={styles.muted}>{t('shell.noMessages')}</p>;
  // Read on the link's own click, not on its press: Enter follows a link on key down, the route
  // change closes the popover, and the press (which ends on key up) never comes. A mouse press ends
  // before the click, so the press closes and the click reads; `asked` keeps it to one read.
  const read = (m: InboxMessage) => {
    if (m.read || asked.current.has(m.id)) return;
    asked.current.add(m.id);
    readMessages({ ids: [m.id] }, { notifyErrors: false }).then(inbox.refresh, () => {
      // The message stays unread; the page says so next time it is opened.
    });
  };
  return (
    <ul className={styles.messageList} aria-label={t('shell.messagesLatest')}>
      {latest.data.list.map((m) => (
        <li
          key={m.id}
          className={styles.messageItem}
          data-unread={m.read ? undefined : 'true'}
          onClickCapture={() => read(m)}
        >
          <Link
            href={`#${m.link || '/manage/message'}`}
            onPress={() => {
              read(m);
              onOpen();
            }}
          >
            {m.read ? null : <span className={styles.unreadDot}>{t('shell.unread')}</span>}
            {m.title}
          </Link>
          <time className={styles.messageTime} dateTime={m.at}>
            {formatDateTime(m.at)}
          </time>
        </li>
      ))}
    </ul>
  );
}
