import { roleDescriptionRule, roleTitleRule } from '../../../contract/field-rules.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addRole, roleDetail, updateRole } from './role.ts';

function isSavedRole(v: unknown): v is { id: number; title: string } {
  return typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number' && 'title' in v;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export interface RoleFormProps {
  /** The role to edit; absent to add one. */
  id?: number;
  /** With the role saved (after an add the screen goes on to its privileges). */
  onSaved: (role: { id: number; title: string }) => void;
}

/** Title and description of a role; its privileges are set in the privileges editor. */
export function RoleForm({ id, onSaved }: RoleFormProps) {
  const t = useT();
  const rules: FieldRules = {
    title: { ...roleTitleRule, label: t('role.name') },
    description: { ...roleDescriptionRule, label: t('role.description') },
  };
  const load =
    id === undefined
      ? undefined
      : async (): Promise<FormObject> => {
          const d = await roleDetail(id);
          return { title: d.title, description: d.description };
        };
  const submit = async (v: FormObject) => {
    const body = { title: str(v.title), description: str(v.description) };
    if (id === undefined) return { id: (await withFieldErrors(addRole(body))).id, title: body.title };
    await withFieldErrors(updateRole({ id, ...body }));
    return { id, title: body.title };
  };
  return (
    <ManagedForm
      formId={`role:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'role', id: Number(id) }}
      rules={rules}
      initialValues={id === undefined ? { title: '', description: '' } : undefined}
      load={load}
      submit={submit}
      onSaved={(out) => {
        if (isSavedRole(out)) onSaved(out);
      }}
      aria-label={id === undefined ? t('role.addTitle') : t('system.edit')}
    >
      {(api) => (
        <div className={layout.form}>
          <TextField {...api.text('title')} label={t('role.name')} maxLength={roleTitleRule.max} autoFocus />
          <TextArea
            {...api.text('description')}
            label={t('role.description')}
            maxLength={roleDescriptionRule.max}
          />
        </div>
      )}
    </ManagedForm>
  );
}
