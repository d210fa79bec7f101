import '../crm.strings.ts';
import { ArrowLeft } from 'lucide-react';
import { useHashPath, useHashSearch } from '../../../hash-location.ts';
import { useT } from '../../../i18n/use-t.ts';
import { hashHref, navigate } from '../../../lib/hash.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { Link } from '../../../ui/link.tsx';
import { CatalogueForm } from './catalogue-form.tsx';
import styles from './crm-sales.module.css';

const listPath = '/crm/sales/product';

/**
 * /crm/sales/product/add and /crm/sales/product/update?id=: a product on a page of its own (the menu
 * keeps the product list highlighted, docs/spec.md §2). Leaving with unsaved changes asks first; a session that
 * ends mid-edit keeps the draft, offered again when the page opens after signing in.
 */
export default function ProductEditScreen() {
  const t = useT();
  const [path] = useHashPath();
  const search = useHashSearch();
  const adding = path.endsWith('/add');
  const id = Number(new URLSearchParams(search).get('id'));
  const known = Number.isInteger(id) && id > 0;
  return (
    <div className={layout.page}>
      <Link href={hashHref(listPath)} variant="quiet" className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {t('crm.product.backToList')}
      </Link>
      <PageHeading className={layout.title}>
        {t(adding ? 'crm.product.addTitle' : 'crm.product.editTitle')}
      </PageHeading>
      {adding || known ? (
        <div className={styles.formPage}>
          <CatalogueForm
            // Another product opened from here starts a form (and a draft) of its own.
            key={adding ? 'new' : id}
            kind="product"
            id={adding ? undefined : id}
            onSaved={() => navigate(listPath)}
          />
        </div>
      ) : (
        <EmptyState
          title={t('crm.product.noneChosen')}
          action={<Link href={hashHref(listPath)}>{t('crm.product.backToList')}</Link>}
        />
      )}
    </div>
  );
}
