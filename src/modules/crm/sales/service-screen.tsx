import '../crm.strings.ts';
import { lazy, useState } from 'react';
import { crmProductRule } from '../../../../contract/crm-product.ts';
import { useT } from '../../../i18n/use-t.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import layout from '../../../ui/layout.module.css';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import { CatalogueList } from './catalogue-list.tsx';
import styles from './crm-sales.module.css';

// The form loads when its dialog first opens, not with the list.
const CatalogueForm = lazy(() => import('./catalogue-form.tsx').then((m) => ({ default: m.CatalogueForm })));

type Editing = { id?: number; title?: string } | null;

/** /crm/sales/service: the services catalogue (the product calls with `kind: service`); add and edit in a dialog. */
export default function ServiceScreen() {
  const t = useT();
  const grant = useGrant();
  const mayAdd = grant(crmProductRule.add);
  const mayEdit = grant(crmProductRule.detail, crmProductRule.update);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState(0);
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('crm.service.title')}</PageHeading>
      <CatalogueList
        kind="service"
        reloadSignal={saved}
        addControl={
          <Allowed by={mayAdd}>
            <Button variant="primary" onPress={() => setEditing({})}>
              {t('crm.service.add')}
            </Button>
          </Allowed>
        }
        open={(r) => granted(mayEdit, () => setEditing({ id: r.id, title: r.title }))}
        editControl={(r) => (
          <Allowed by={mayEdit}>
            <Button
              size="small"
              variant="quiet"
              aria-label={t('crm.editOf', { name: r.title })}
              onPress={() => setEditing({ id: r.id, title: r.title })}
            >
              {t('crm.edit')}
            </Button>
          </Allowed>
        )}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        className={styles.wideModal}
        title={(e) =>
          e.id === undefined
            ? t('crm.service.addTitle')
            : t('crm.service.editTitleOf', { name: e.title ?? '' })
        }
      >
        {(e) => (
          <CatalogueForm
            kind="service"
            id={e.id}
            onSaved={() => {
              setEditing(null);
              setSaved((n) => n + 1);
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}
