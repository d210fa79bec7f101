import '../crm.strings.ts';
import { crmProductRule } from '../../../../contract/crm-product.ts';
import { useT } from '../../../i18n/use-t.ts';
import { hashHref, joinHash, navigate } from '../../../lib/hash.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant } from '../../../shell/use-may-call.ts';
import layout from '../../../ui/layout.module.css';
import { LinkButton } from '../../../ui/link-button.tsx';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import { CatalogueList } from './catalogue-list.tsx';

/** /crm/sales/product: the products on sale and off; add and edit open pages of their own. */
export default function ProductScreen() {
  const t = useT();
  const grant = useGrant();
  const mayAdd = grant(crmProductRule.add);
  const mayEdit = grant(crmProductRule.detail, crmProductRule.update);
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('crm.product.title')}</PageHeading>
      <CatalogueList
        kind="product"
        addControl={
          <Allowed by={mayAdd}>
            <LinkButton href={hashHref('/crm/sales/product/add')} variant="primary">
              {t('crm.product.add')}
            </LinkButton>
          </Allowed>
        }
        open={(r) =>
          granted(mayEdit, () =>
            navigate(joinHash('/crm/sales/product/update', new URLSearchParams({ id: String(r.id) }))),
          )
        }
        editControl={(r) => (
          <Allowed by={mayEdit}>
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
          </Allowed>
        )}
      />
    </div>
  );
}
