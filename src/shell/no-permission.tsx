import '../i18n/system.ts';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t.ts';
import { Link } from '../ui/link.tsx';
import styles from './page.module.css';
import { PageHeading } from './page-heading.tsx';
import { forbiddenPageName } from './page-title.ts';
import { useSession, useSessionActor } from './session-context.tsx';

/**
 * A route the role may not open: said inside the shell, with a way back, instead of a blank page. It
 * names the screen in words (as the menu did), never by its address; a screen taken away while open
 * becomes this page in place, and its heading takes the focus the old screen had.
 */
export default function NoPermission() {
  const t = useT();
  const [path] = useLocation();
  const menu = useSession((s) => s.context.menu);
  const name = forbiddenPageName(path, menu, useSessionActor());
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title} takesLostFocus>
        {name ? t('noPermission.titleOf', { name }) : t('noPermission.title')}
      </PageHeading>
      <p>{t('noPermission.text')}</p>
      <p>
        <Link href="#/">{t('noPermission.home')}</Link>
      </p>
    </div>
  );
}
