import '../i18n/kit.ts';
import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs, Link as RacLink } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import type { Crumb } from '../lib/breadcrumbs.ts';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** From `breadcrumbTrail(menu, path)`; the last crumb is the current page. */
  crumbs?: Crumb[];
  actions?: ReactNode;
}

export function PageHeader({ title, crumbs = [], actions }: PageHeaderProps) {
  const t = useT();
  return (
    <header className={styles.header}>
      <div className={styles.titles}>
        {crumbs.length ? (
          <Breadcrumbs className={styles.crumbs} aria-label={t('kit.breadcrumbs')}>
            {crumbs.map((c) => (
              <Breadcrumb key={`${c.href ?? ''}|${c.title}`} className={styles.crumb}>
                {c.href ? (
                  <RacLink href={c.href}>{c.title}</RacLink>
                ) : (
                  <span aria-current="page">{c.title}</span>
                )}
              </Breadcrumb>
            ))}
          </Breadcrumbs>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
