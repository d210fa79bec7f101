import '../crm.strings.ts';
import { ImageOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  type CrmProductItem,
  type CrmProductKind,
  crmProductRule,
  productSortKeys,
} from '../../../../contract/crm-product.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { groupDigits } from '../../../lib/format-money.ts';
import { pageBody, sortOf } from '../../../lib/list-sort.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import { mediaSource } from '../../../services/kit-sources.ts';
import { useGrant } from '../../../shell/use-may-call.ts';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import type { RowOpen } from '../../../ui/row-actions.tsx';
import { SaveButton } from '../../../ui/save-button.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { useToast } from '../../../ui/toast-provider.tsx';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import { deleteProducts, listProducts, productDeleteUrl, setProductsOnSale } from '../crm-product.ts';
import styles from './crm-sales.module.css';
import { PriceRange } from './price-range.tsx';

const filterNames = ['display', 'priceMin', 'priceMax'] as const;
const anyKey = 'any';
const sortKey = sortOf(productSortKeys);

export interface CatalogueListProps {
  kind: CrmProductKind;
  /** The add control (a link to the add page, or a button opening a dialog). */
  addControl: ReactNode;
  /** The edit control of a row. */
  editControl: (row: CrmProductItem) => ReactNode;
  /** What opens a row (as its 编辑 does): Enter on the row runs it. */
  open?: (row: CrmProductItem) => RowOpen;
  /** Change it to reload the list (after an edit in a dialog). */
  reloadSignal?: unknown;
}

/** "¥1,234.50" */
export function Money({ amount }: { amount: string }) {
  const t = useT();
  return <>{t('crm.money', { amount: groupDigits(amount) })}</>;
}

/**
 * Products or services as a list: filters in the address (on sale, price range), search by name or
 * code, sorting by order, price or newest, on/off sale per row and in bulk, delete.
 */
export function CatalogueList({ kind, addControl, editControl, open, reloadSignal }: CatalogueListProps) {
  const t = useT();
  const toast = useToast();
  const [deletes, setDeletes] = useState(0);
  const grant = useGrant();
  const may = {
    status: grant(crmProductRule.status),
    del: grant(crmProductRule.del),
  };
  const load = (q: ListQueryState) =>
    listProducts({
      kind,
      ...pageBody(q, sortKey),
      display: q.filters.display,
      priceMin: q.filters.priceMin,
      priceMax: q.filters.priceMax,
    });
  const href = mediaSource.href ?? ((u: string) => u);
  const columns: ListColumn<CrmProductItem>[] = [
    {
      id: 'title',
      title: t(`crm.${kind}.name`),
      isRowHeader: true,
      width: '2fr',
      render: (r) => (
        <span className={styles.titleCell}>
          {r.coverThumb || r.cover ? (
            <img className={styles.thumb} src={href(r.coverThumb || r.cover)} alt="" loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true">
              <ImageOff size={16} />
            </span>
          )}
          <span className={styles.titleText}>
            <span>{r.title}</span>
            {r.code ? <span className={styles.code}>{r.code}</span> : null}
          </span>
        </span>
      ),
    },
    {
      id: 'price',
      title: t('crm.product.price'),
      sortable: true,
      render: (r) => (
        <span className={styles.price}>
          <Money amount={r.price} />
          {r.unit ? <span className={styles.unit}>/{r.unit}</span> : null}
          {r.marketPrice ? (
            <s className={styles.market}>
              <span className="visually-hidden">{t('crm.product.marketPrice')} </span>
              <Money amount={r.marketPrice} />
            </s>
          ) : null}
        </span>
      ),
    },
    kind === 'product'
      ? {
          id: 'stock',
          title: t('crm.product.stock'),
          render: (r) => (r.stock === null ? t('crm.dash') : String(r.stock)),
        }
      : {
          id: 'duration',
          title: t('crm.product.duration'),
          render: (r) => (r.duration === null ? t('crm.dash') : t('crm.minutes', { n: r.duration })),
        },
    {
      id: 'ordernum',
      title: t('crm.product.ordernum'),
      sortable: true,
      render: (r) => String(r.ordernum),
    },
    {
      id: 'display',
      title: t('crm.product.onSale'),
      render: (r) =>
        may.status ? (
          <Allowed by={may.status}>
            <ToggleSwitch
              aria-label={t('crm.product.onSaleOf', { name: r.title })}
              value={r.display}
              onChange={(on, options) => setProductsOnSale([r.id], on, options)}
            />
          </Allowed>
        ) : (
          t(r.display ? 'crm.product.onSale' : 'crm.product.offSale')
        ),
    },
    {
      id: 'createdAt',
      title: t('crm.product.createdAt'),
      sortable: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    {
      id: 'actions',
      title: t('crm.actions'),
      width: 160,
      ...(open ? { open } : {}),
      render: (r) => (
        <span className={styles.rowActions}>
          {editControl(r)}
          <Allowed by={may.del}>
            <ConfirmAction
              size="small"
              url={productDeleteUrl([r.id])}
              run={deleteProducts}
              text={t(`crm.${kind}.deleteOne`, { name: r.title })}
              onDone={() => setDeletes((n) => n + 1)}
            >
              {t('crm.delete')} <span className="visually-hidden">{r.title}</span>
            </ConfirmAction>
          </Allowed>
        </span>
      ),
    },
  ];
  return (
    <ListView<CrmProductItem>
      aria-label={t(`crm.${kind}.tableLabel`)}
      columns={columns}
      rowKey={(r) => r.id}
      live="crm_product"
      load={load}
      filterNames={filterNames}
      reloadSignal={`${String(reloadSignal ?? '')}:${deletes}`}
      filters={({ query, setFilter }) => (
        <>
          <Select
            label={t('crm.product.saleFilter')}
            className={styles.filter}
            selectedKey={query.filters.display ?? anyKey}
            onSelectionChange={(k) => setFilter('display', k === anyKey || k === null ? '' : String(k))}
            items={[
              { id: anyKey, label: t('crm.all') },
              { id: '1', label: t('crm.product.onSale') },
              { id: '0', label: t('crm.product.offSale') },
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <PriceRange
            min={query.filters.priceMin ?? ''}
            max={query.filters.priceMax ?? ''}
            onChange={(name, value) => setFilter(name, value)}
          />
        </>
      )}
      toolbar={addControl}
      bulkActions={
        may.status
          ? ({ selection, reload }) => (
              <Allowed by={may.status}>
                {[true, false].map((on) => (
                  <SaveButton
                    key={String(on)}
                    variant="secondary"
                    isDisabled={selection.length === 0}
                    onSave={() => setProductsOnSale(selection.map(Number), on)}
                    onSaved={(answer) => {
                      const message =
                        typeof answer === 'object' && answer !== null && 'message' in answer
                          ? String(answer.message)
                          : '';
                      if (message) toast.show(message, { tone: 'success' });
                      reload();
                    }}
                  >
                    {t(on ? 'crm.product.putOnSale' : 'crm.product.takeOffSale', { count: selection.length })}
                  </SaveButton>
                ))}
              </Allowed>
            )
          : undefined
      }
      bulkDelete={granted(may.del, { url: productDeleteUrl, run: deleteProducts })}
      empty={<EmptyState title={t(`crm.${kind}.empty`)} />}
    />
  );
}
