import '../crm.strings.ts';
import { crmProductRule } from '../../../../contract/crm-product.ts';
import { useT } from '../../../i18n/use-t.ts';
import { hashHref, joinHash } from '../../../lib/hash.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useMayCall } from '../../../shell/use-may-call.ts';
import layout from '../../../ui/layout.module.css';
import { LinkButton } from '../../../ui/link-button.tsx';
import { CatalogueList } from './catalogue-list.tsx';

/** /crm/sales/product: the products on sale and off; add and edit open pages of their own. */
export default function ProductScreen() {
  const t = useT();
  const mayCall = useMayCall();
  const mayAdd = mayCall(crmProductRule.add);
  const mayEdit = mayCall(crmProductRule.detail) && mayCall(crmProductRule.update);
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('crm.product.title')}</PageHeading>
      <CatalogueList
        kind="product"
        addControl={
          mayAdd ? (
            <LinkButton href={hashHref('/crm/sales/product/add')} variant="primary">
              {t('crm.product.add')}
            </LinkButton>
          ) : null
        }
        editControl={(r) =>
          mayEdit ? (
            <LinkButton
              href={hashHref(
                joinHash('/crm/sales/product/update', new URLSearchParams({ id: String(r.id) })),
              )}
              aria-label={t('crm.editOf', { name: r.title })}
              variant="quiet"
              size="small"
            >
              {t('crm.edit')}
            </LinkButton>
          ) : null
        }
      />
    </div>
  );
}
