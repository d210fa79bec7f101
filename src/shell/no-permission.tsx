import '../i18n/system.ts';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t.ts';
import { Link } from '../ui/link.tsx';
import styles from './page.module.css';
import { PageHeading } from './page-heading.tsx';

/** A route the role may not open: said inside the shell, with a way back, instead of a blank page. */
export default function NoPermission() {
  const t = useT();
  const [path] = useLocation();
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{t('noPermission.title')}</PageHeading>
      <p>{t('noPermission.text', { path })}</p>
      <p>
        <Link href="#/">{t('noPermission.home')}</Link>
      </p>
    </div>
  );
}
