import { Bell } from 'lucide-react';
import { Dialog, DialogTrigger, Heading, Popover, Button as RacButton } from 'react-aria-components';
import { useT } from '../../i18n/use-t.ts';
import { Link } from '../../ui/link.tsx';
import styles from './app-shell.module.css';

// The console has no message source yet (SPEC §2: the badge shows 0); the dropdown is the shell's
// entry to the message page.
const unread = 0;

// TODO: switch to the kit's popover wrapper when src/ui has one; the kit has no popover dialog yet.
export function HeaderMessages() {
  const t = useT();
  return (
    <DialogTrigger>
      <RacButton className={styles.iconButton} aria-label={t('shell.messagesCount', { count: unread })}>
        <Bell aria-hidden="true" size={18} />
        <span className={styles.badge} aria-hidden="true">
          {unread}
        </span>
      </RacButton>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.popoverDialog} aria-labelledby="messages-heading">
          <Heading slot="title" id="messages-heading" className={styles.popoverTitle}>
            {t('shell.messages')}
          </Heading>
          <p className={styles.muted}>{t('shell.noMessages')}</p>
          <Link href="#/manage/message">{t('shell.allMessages')}</Link>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
