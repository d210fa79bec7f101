import { useT } from '../../i18n/use-t.ts';
import styles from '../shell/page.module.css';
import { PageHeading } from '../shell/page-heading.tsx';

/** The message page the header's dropdown links to; no message source exists yet (SPEC §2: badge 0). */
export default function MessageList() {
  const t = useT();
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{t('messages.title')}</PageHeading>
      <p className={styles.empty}>{t('shell.noMessages')}</p>
    </div>
  );
}
