import type { TextRule } from '../../contract/field-rules.ts';
import type { FormApi } from './managed-form.tsx';
import { TextArea } from './text-area.tsx';
import { TextField } from './text-field.tsx';

/** How a form takes a declared plain field's value: one line, an e-mail, or several lines. */
export type PlainFieldControl = 'text' | 'email' | 'textarea';

/** A declared plain field as a form shows it (contract/entity-fields.ts). */
export interface PlainFormField {
  readonly key: string;
  readonly rule: TextRule;
  readonly control: PlainFieldControl;
}

/** One declared field's control, bound to the form by its key. */
export function PlainFieldInput({
  field,
  api,
  label,
  isReadOnly,
}: {
  field: PlainFormField;
  api: FormApi;
  label: string;
  isReadOnly?: boolean;
}) {
  const { key, rule } = field;
  switch (field.control) {
    case 'textarea':
      return <TextArea {...api.text(key)} label={label} maxLength={rule.max} isReadOnly={isReadOnly} />;
    case 'email':
      return (
        <TextField
          {...api.text(key)}
          type="email"
          label={label}
          maxLength={rule.max}
          isReadOnly={isReadOnly}
        />
      );
    case 'text':
      return <TextField {...api.text(key)} label={label} maxLength={rule.max} isReadOnly={isReadOnly} />;
  }
}
