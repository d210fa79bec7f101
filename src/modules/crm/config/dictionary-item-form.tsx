import { tagPalette } from '../../../../contract/crm.ts';
import { type CrmTagItem, type CrmTagType, crmTagTitleRule } from '../../../../contract/crm-tag.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject } from '../../../lib/form-serialiser.ts';
import { textOf } from '../../../lib/form-value.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import layout from '../../../ui/layout.module.css';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { SwatchPicker } from '../../../ui/swatch-picker.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addTagItem, updateTagItem } from '../crm-tag.ts';

const colourNames: Record<(typeof tagPalette)[number], MessageKey> = {
  '#cf1322': 'crm.colour.red',
  '#d4380d': 'crm.colour.orange',
  '#ad6800': 'crm.colour.gold',
  '#389e0d': 'crm.colour.green',
  '#08979c': 'crm.colour.cyan',
  '#0958d9': 'crm.colour.blue',
  '#531dab': 'crm.colour.purple',
  '#c41d7f': 'crm.colour.magenta',
  '#595959': 'crm.colour.grey',
};

export interface DictionaryItemFormProps {
  type: CrmTagType;
  /** The item to edit; absent to add one. */
  item?: CrmTagItem;
  /** Tags: the groups to choose from, and the one a new tag goes in. */
  groups?: readonly Pick<CrmTagItem, 'id' | 'title'>[];
  groupId?: number;
  onSaved: (id: number) => void;
}

/** Name, colour and (tags) group of a dictionary item, in a dialog. */
export function DictionaryItemForm({ type, item, groups = [], groupId, onSaved }: DictionaryItemFormProps) {
  const t = useT();
  const isTag = type === 'tag';
  const rules: FieldRules = {
    title: { ...crmTagTitleRule, label: t('crm.item.title') },
    ...(isTag ? { groupId: { required: true, choice: true, label: t('crm.item.group') } } : {}),
  };
  const swatches = [
    { value: '', label: t('crm.colour.none') },
    ...tagPalette.map((value) => ({ value, label: t(colourNames[value]) })),
  ];
  const initialValues: FormObject = {
    title: item?.title ?? '',
    color: item?.color ?? '',
    ...(isTag ? { groupId: String(item?.groupId || groupId || '') } : {}),
  };
  const submit = async (v: FormObject) => {
    const title = textOf(v.title);
    const color = textOf(v.color);
    const group = isTag ? Number(textOf(v.groupId)) : undefined;
    if (item) {
      await withFieldErrors(
        updateTagItem({ id: item.id, title, color, ...(group ? { groupId: group } : {}) }),
      );
      return item.id;
    }
    return (await withFieldErrors(addTagItem({ type, title, color, ...(group ? { groupId: group } : {}) })))
      .id;
  };
  return (
    <ManagedForm
      formId={`crm-tag:${type}:${item?.id ?? 'new'}`}
      rules={rules}
      initialValues={initialValues}
      submit={submit}
      onSaved={(id) => {
        if (typeof id === 'number') onSaved(id);
      }}
      aria-label={t(item ? 'crm.item.editForm' : 'crm.item.addForm', { type: t(`crm.type.${type}`) })}
    >
      {(api) => (
        <div className={layout.form}>
          <TextField
            {...api.text('title')}
            label={t('crm.item.title')}
            maxLength={crmTagTitleRule.max}
            autoFocus
          />
          {isTag ? (
            <Select
              label={t('crm.item.group')}
              {...api.choice('groupId')}
              items={groups.map((g) => ({ id: String(g.id), label: g.title }))}
            >
              {(g) => <SelectItem id={g.id}>{g.label}</SelectItem>}
            </Select>
          ) : null}
          <SwatchPicker
            label={t('crm.item.colour')}
            swatches={swatches}
            value={textOf(api.values.color)}
            onChange={(v) => api.setValue('color', v)}
            errorMessage={api.errors.color}
          />
        </div>
      )}
    </ManagedForm>
  );
}
