import '../crm.strings.ts';
import {
  type CrmProductDetail,
  type CrmProductKind,
  marketPriceNotAbove,
  productCodeRule,
  productLimits,
  productMarketPriceRule,
  productPriceRule,
  productTitleRule,
} from '../../../../contract/crm-product.ts';
import { normalizeDecimal } from '../../../../contract/decimal.ts';
import { halfWidth } from '../../../../contract/field-rules.ts';
import { type ProductFieldKey, productFields } from '../../../../contract/product-fields.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { textOf } from '../../../lib/form-value.ts';
import { plainFieldForm, plainFieldRules, plainFieldsOf } from '../../../lib/plain-field-form.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import { mediaSource } from '../../../services/kit-sources.ts';
import { useMayBrowseMedia } from '../../../shell/use-may-browse-media.ts';
import { DecimalField } from '../../../ui/decimal-field.tsx';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { MediaPicker, type PickedFile } from '../../../ui/media-picker.tsx';
import { PlainFieldInput } from '../../../ui/plain-field-input.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addProduct, productDetail, updateProduct } from '../crm-product.ts';
import styles from './crm-sales.module.css';

const urls = (v: FormValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
const picked = (list: string[]): PickedFile[] => list.map((url) => ({ url, title: '' }));
const whole = (v: FormValue | undefined) => (textOf(v) === '' ? null : Number(textOf(v)));

function valuesOf(d: CrmProductDetail): FormObject {
  return {
    title: d.title,
    code: d.code,
    price: d.price,
    marketPrice: d.marketPrice ?? '',
    ...plainFieldForm(productFields, d),
    stock: d.stock === null ? '' : String(d.stock),
    duration: d.duration === null ? '' : String(d.duration),
    ordernum: String(d.ordernum),
    display: d.display,
    cover: d.cover ? [d.cover] : [],
    images: d.images,
    description: d.description,
  };
}

const blank: FormObject = {
  title: '',
  code: '',
  price: '',
  marketPrice: '',
  ...plainFieldForm(productFields),
  stock: '',
  duration: '',
  ordernum: String(productLimits.defaultOrdernum),
  display: true,
  cover: [],
  images: [],
  description: '',
};

export interface CatalogueFormProps {
  kind: CrmProductKind;
  /** The row to edit; absent to add one. */
  id?: number;
  onSaved: (id: number) => void;
}

/**
 * A product's or a service's fields: name, code, prices (decimal strings, checked like the server
 * checks them), the declared fields (contract/product-fields.ts), stock (products) or duration (services), order, on sale, cover and images from
 * the media library, and the rich text description. Unsaved changes are asked about before leaving and
 * kept as a draft if the session ends (the form machine).
 */
export function CatalogueForm({ kind, id, onSaved }: CatalogueFormProps) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  const isProduct = kind === 'product';
  const fieldLabel = (key: ProductFieldKey) => t(`crm.product.${key}`);
  const rules: FieldRules = {
    title: { ...productTitleRule, label: t('crm.product.titleLabel') },
    code: { ...productCodeRule, label: t('crm.product.code') },
    price: { required: true, decimal: productPriceRule, label: t('crm.product.price') },
    marketPrice: {
      decimal: productMarketPriceRule,
      label: t('crm.product.marketPrice'),
      // The server's check (contract/crm-product.ts), said before the save rather than after it.
      check: (v) => {
        const price = halfWidth(textOf(v.price)).trim();
        return marketPriceNotAbove(price, halfWidth(textOf(v.marketPrice)))
          ? t('crm.product.marketPriceNotAbove', { price: normalizeDecimal(price, productPriceRule.places) })
          : undefined;
      },
    },
    ...plainFieldRules(productFields, fieldLabel),
    // The server's bounds (productLimits), so a number past them is said here in a sentence, not
    // refused by the server under the field as a bare "不能大于 14400". The label with its unit: the
    // bounds are minutes.
    ...(isProduct
      ? { stock: { format: 'nonNegativeInt', range: productLimits.stock, label: t('crm.product.stock') } }
      : {
          duration: {
            format: 'positiveInt',
            range: productLimits.duration,
            label: t('crm.product.durationLabel'),
          },
        }),
    ordernum: { required: true, format: 'int', label: t('crm.product.ordernum') },
  };
  const load = id === undefined ? undefined : async () => valuesOf(await productDetail(id));
  const submit = async (v: FormObject) => {
    const body = {
      title: textOf(v.title),
      code: textOf(v.code),
      price: textOf(v.price),
      marketPrice: textOf(v.marketPrice),
      ...plainFieldsOf(productFields, v),
      ...(isProduct ? { stock: whole(v.stock) } : { duration: whole(v.duration) }),
      ordernum: Number(textOf(v.ordernum)),
      display: v.display !== false,
      cover: urls(v.cover)[0] ?? '',
      images: urls(v.images),
      description: typeof v.description === 'string' ? v.description : '',
    };
    if (id === undefined) return (await withFieldErrors(addProduct({ kind, ...body }))).id;
    await withFieldErrors(updateProduct({ id, ...body }));
    return id;
  };
  return (
    <ManagedForm
      formId={`crm-product:${kind}:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'crm_product', id: Number(id) }}
      rules={rules}
      initialValues={id === undefined ? blank : undefined}
      load={load}
      submit={submit}
      onSaved={(out) => {
        if (typeof out === 'number') onSaved(out);
      }}
      aria-label={t(id === undefined ? `crm.${kind}.addTitle` : `crm.${kind}.editTitle`)}
    >
      {(api) => (
        <div className={styles.fields}>
          <TextField
            {...api.text('title')}
            label={t('crm.product.titleLabel')}
            maxLength={productTitleRule.max}
            autoFocus
          />
          <div className={styles.row}>
            <TextField
              {...api.text('code')}
              label={t('crm.product.code')}
              description={t('crm.product.codeHint')}
              maxLength={productCodeRule.max}
            />
            {productFields.map((f) => (
              <PlainFieldInput key={f.key} field={f} api={api} label={fieldLabel(f.key)} />
            ))}
          </div>
          <div className={styles.row}>
            <DecimalField
              {...api.text('price')}
              label={t('crm.product.priceLabel')}
              prefix="¥"
              placeholder="0.00"
            />
            <DecimalField
              {...api.text('marketPrice')}
              label={t('crm.product.marketPriceLabel')}
              description={t('crm.product.marketPriceHint')}
              prefix="¥"
              placeholder="0.00"
            />
          </div>
          <div className={styles.row}>
            {isProduct ? (
              <TextField {...api.text('stock')} label={t('crm.product.stock')} inputMode="numeric" />
            ) : (
              <TextField
                {...api.text('duration')}
                label={t('crm.product.durationLabel')}
                inputMode="numeric"
              />
            )}
            <TextField
              {...api.text('ordernum')}
              label={t('crm.product.ordernum')}
              description={t('crm.product.ordernumHint')}
              inputMode="numeric"
            />
          </div>
          <Switch isSelected={api.values.display !== false} onChange={(on) => api.setValue('display', on)}>
            {t(isProduct ? 'crm.product.onSaleLabel' : 'crm.service.onSaleLabel')}
          </Switch>
          <MediaPicker
            label={t('crm.product.cover')}
            kind="image"
            max={1}
            source={mediaSource}
            mayBrowse={mayBrowse()}
            value={picked(urls(api.values.cover))}
            onChange={(next) =>
              api.setValue(
                'cover',
                next.map((f) => f.url),
              )
            }
            errorMessage={api.errors.cover}
          />
          <MediaPicker
            label={t('crm.product.images')}
            description={t('crm.product.imagesHint', { max: productLimits.images })}
            kind="image"
            max={productLimits.images}
            source={mediaSource}
            mayBrowse={mayBrowse()}
            value={picked(urls(api.values.images))}
            onChange={(next) =>
              api.setValue(
                'images',
                next.map((f) => f.url),
              )
            }
            errorMessage={api.errors.images}
          />
          <RichTextField
            label={t('crm.product.description')}
            value={typeof api.values.description === 'string' ? api.values.description : ''}
            onChange={(html) => api.setValue('description', html)}
            media={mayBrowse() ? mediaSource : null}
            errorMessage={api.errors.description}
          />
        </div>
      )}
    </ManagedForm>
  );
}
