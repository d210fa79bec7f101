import { chinaDay } from '../../../../contract/china-time.ts';
import type { CustomerDetail } from '../../../../contract/customer.ts';
import {
  type CustomerField,
  type CustomerFieldControl,
  type CustomerFieldSpec,
  customerFields,
  dayFieldProblem,
  takesDaysUpToToday,
} from '../../../../contract/customer-fields.ts';
import type { TextRule } from '../../../../contract/field-rules.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { DatePicker, toCalendarDate } from '../../../ui/date-picker.tsx';
import type { FormApi } from '../../../ui/managed-form.tsx';
import { TextArea } from '../../../ui/text-area.tsx';
import { TextField } from '../../../ui/text-field.tsx';

/**
 * The declared fields' form rules (contract/customer-fields.ts), each labelled as the form shows it; a
 * day that must have come (a birthday) is refused after today, as the server would.
 */
export function useCustomerFieldRules(): FieldRules {
  const t = useT();
  return Object.fromEntries(
    customerFields.map((f) => {
      const label = t(`cust.${f.key}`);
      const check = (values: FormObject) => dayProblem(t, f, textOf(values[f.key]));
      return [f.key, { ...f.rule, label, check }];
    }),
  );
}

/** What is wrong with a day field's day, in the words of the form check (a day to come), or nothing. */
function dayProblem(t: ReturnType<typeof useT>, f: CustomerField, day: string): string | undefined {
  return dayFieldProblem(f, day) === 'dayAfterToday'
    ? t('check.dayAfterToday', { label: t(`cust.${f.key}`) })
    : undefined;
}

/** The declared fields' form values: a customer's, or empty ones for a new customer. */
export function customerFieldForm(detail?: CustomerDetail): FormObject {
  return Object.fromEntries(customerFields.map((f) => [f.key, detail ? detail[f.key] : '']));
}

/** One declared field's control, bound to the form by its key. */
export function CustomerFieldInput({ field, api }: { field: CustomerField; api: FormApi }) {
  const t = useT();
  const { key } = field;
  const label = t(`cust.${key}`);
  const rule: TextRule = field.rule;
  switch (controlOf(field)) {
    case 'textarea':
      return <TextArea {...api.text(key)} label={label} maxLength={rule.max} />;
    case 'email':
      return <TextField {...api.text(key)} type="email" label={label} />;
    case 'text':
      return <TextField {...api.text(key)} label={label} maxLength={rule.max} />;
    case 'date':
      return (
        <DatePicker
          label={label}
          // The calendar offers no day after today where none is allowed; a later day typed is said in
          // the form check's words when the field is left (not the picker's own "must be … or earlier").
          maxValue={takesDaysUpToToday(field) ? toCalendarDate(chinaDay()) : undefined}
          validate={(day) => dayProblem(t, field, day.toString())}
          value={textOf(api.values[key])}
          onChange={(v) => api.setValue(key, v)}
          errorMessage={api.errors[key]}
        />
      );
  }
}

/** The drawer's terms of declared fields: each label, and its value or the dash. */
export function CustomerFieldFacts({
  fields,
  detail,
  dash,
}: {
  fields: readonly CustomerField[];
  detail: CustomerDetail;
  dash: string;
}) {
  const t = useT();
  return fields.map((f) => [
    <dt key={`${f.key}:t`}>{t(`cust.${f.key}`)}</dt>,
    <dd key={`${f.key}:d`}>{detail[f.key] || dash}</dd>,
  ]);
}

// Read through the declared type: a control no field uses yet still has its case.
function controlOf(f: CustomerFieldSpec): CustomerFieldControl {
  return f.control;
}

function textOf(v: FormValue | undefined): string {
  return typeof v === 'string' ? v : '';
}
