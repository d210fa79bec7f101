import '../i18n/shell-frame.ts';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t.ts';
import { Link } from '../ui/link.tsx';
import styles from './page.module.css';
import { PageHeading } from './page-heading.tsx';

export default function NotFound() {
  const t = useT();
  const [path] = useLocation();
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.text', { path })}</p>
      <p>
        <Link href="#/">{t('notFound.home')}</Link>
      </p>
    </div>
  );
}
