import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/use-t.ts';
import { buildMenuIndex } from './menu-index.ts';
import styles from './page.module.css';
import { PageHeading } from './page-heading.tsx';
import { useSession } from './session-context.tsx';

/** A module route whose screens come with a later issue: the shell and menu work, the page says so. */
export default function SectionPending() {
  const t = useT();
  const [path] = useLocation();
  const menu = useSession((s) => s.context.menu);
  const index = useMemo(() => buildMenuIndex(menu), [menu]);
  const title = index.byPath.get(path)?.title ?? index.locate(path)?.title ?? t('pending.section');
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{title}</PageHeading>
      <p className={styles.empty}>{t('pending.text')}</p>
    </div>
  );
}
