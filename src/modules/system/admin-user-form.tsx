import './admin-user-field.strings.ts';
import { useRef } from 'react';
import type { AdminUserDetail, AdminUserUpdateBody } from '../../../contract/admin-user.ts';
import { type AdminUserFieldKey, adminUserFields } from '../../../contract/admin-user-fields.ts';
import {
  lengthOf,
  mobileRule,
  passwordRule,
  realNameRule,
  userNameRule,
} from '../../../contract/field-rules.ts';
import type { RoleListItem } from '../../../contract/role.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { textOf } from '../../lib/form-value.ts';
import { newPasswordRules } from '../../lib/person-rules.ts';
import { plainFieldForm, plainFieldRules, plainFieldsOf } from '../../lib/plain-field-form.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import layout from '../../ui/layout.module.css';
import { type FormApi, ManagedForm } from '../../ui/managed-form.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { PlainFieldInput } from '../../ui/plain-field-input.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { addAdminUser, adminUserDetail, updateAdminUser } from './admin-user.ts';
import styles from './system.module.css';

function RoleSelect({ api, roles }: { api: FormApi; roles: RoleListItem[] }) {
  const t = useT();
  return (
    <Select
      {...api.choice('roleId')}
      label={t('adminUser.role')}
      placeholder={roles.length ? undefined : t('adminUser.noRoles')}
      items={roles.map((r) => ({ id: String(r.id), label: r.title }))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

export interface AdminUserFormProps {
  /** Roles a member may be given (enabled ones). */
  roles: RoleListItem[];
  onSaved: () => void;
}

/** The profile fields' rules, the server's own (contract/field-rules.ts), in form order. */
function profileRules(t: ReturnType<typeof useT>): FieldRules {
  return {
    realName: { ...realNameRule, label: t('adminUser.realName') },
    mobile: { ...mobileRule, label: t('adminUser.mobile') },
    ...plainFieldRules(adminUserFields, (key) => t(`adminUser.${key}`)),
  };
}

/** The profile fields' controls in form order: read only for an account other brands share. */
function ProfileFields({ api, isReadOnly }: { api: FormApi; isReadOnly?: boolean }) {
  const t = useT();
  return (
    <>
      <TextField {...api.text('realName')} label={t('adminUser.realName')} isReadOnly={isReadOnly} />
      <TextField {...api.text('mobile')} type="tel" label={t('adminUser.mobile')} isReadOnly={isReadOnly} />
      {adminUserFields.map((f) => (
        <PlainFieldInput
          key={f.key}
          field={f}
          api={api}
          label={t(`adminUser.${f.key}`)}
          isReadOnly={isReadOnly}
        />
      ))}
    </>
  );
}

/** The profile fields a member's edit sends: those the form changed. */
const profileKeys: readonly ('realName' | 'mobile' | AdminUserFieldKey)[] = [
  'realName',
  'mobile',
  ...adminUserFields.map((f) => f.key),
];

/** Add a member: account, profile and role; the server checks the name is free. */
export function AdminUserAddForm({ roles, onSaved }: AdminUserFormProps) {
  const t = useT();
  const rules: FieldRules = {
    userName: { ...userNameRule, label: t('adminUser.userName') },
    ...newPasswordRules(t('adminUser.password'), t('adminUser.confirmPassword')),
    roleId: { required: true, choice: true, label: t('adminUser.role') },
    ...profileRules(t),
  };
  const submit = (v: FormObject) =>
    withFieldErrors(
      addAdminUser({
        userName: textOf(v.userName),
        password: typeof v.password === 'string' ? v.password : '',
        confirmPassword: typeof v.confirmPassword === 'string' ? v.confirmPassword : '',
        realName: textOf(v.realName),
        mobile: textOf(v.mobile),
        ...plainFieldsOf(adminUserFields, v),
        roleId: Number(textOf(v.roleId)),
      }),
    );
  return (
    <ManagedForm
      formId="admin-user:new"
      rules={rules}
      initialValues={{
        userName: '',
        password: '',
        confirmPassword: '',
        realName: '',
        mobile: '',
        ...plainFieldForm(adminUserFields),
        roleId: '',
      }}
      submit={submit}
      onSaved={onSaved}
      aria-label={t('adminUser.addTitle')}
    >
      {(api) => (
        <div className={layout.form}>
          <TextField
            {...api.text('userName')}
            label={t('adminUser.userName')}
            description={t('adminUser.userNameHint', lengthOf(userNameRule))}
            autoComplete="off"
            autoFocus
          />
          <NewPasswordFields
            api={api}
            label={t('adminUser.password')}
            description={t('adminUser.passwordHint', lengthOf(passwordRule))}
            confirmLabel={t('adminUser.confirmPassword')}
          />
          <RoleSelect api={api} roles={roles} />
          <ProfileFields api={api} />
        </div>
      )}
    </ManagedForm>
  );
}

/**
 * Edit a member's profile and role. Only what changed is sent: a member shared with other brands may
 * have a new role here, but their profile is their own (the server refuses a change to it).
 */
export function AdminUserEditForm({ id, roles, onSaved }: AdminUserFormProps & { id: number }) {
  const t = useT();
  const detail = useRef<AdminUserDetail | null>(null);
  const rules: FieldRules = {
    roleId: { required: true, choice: true, label: t('adminUser.role') },
    ...profileRules(t),
  };
  const load = async (): Promise<FormObject> => {
    const d = await adminUserDetail(id);
    detail.current = d;
    return {
      realName: d.realName,
      mobile: d.mobile,
      ...plainFieldForm(adminUserFields, d),
      roleId: String(d.roleId),
    };
  };
  const submit = (v: FormObject) => {
    const before = detail.current;
    const body: AdminUserUpdateBody = { id };
    for (const name of profileKeys) {
      if (textOf(v[name]) !== (before?.[name] ?? '')) body[name] = textOf(v[name]);
    }
    if (Number(textOf(v.roleId)) !== before?.roleId) body.roleId = Number(textOf(v.roleId));
    return withFieldErrors(updateAdminUser(body));
  };
  // The member's current role stays pickable even when it is disabled, so the form opens valid.
  return (
    <ManagedForm
      formId={`admin-user:${id}`}
      live={id === undefined ? undefined : { entity: 'admin_user', id: Number(id) }}
      rules={rules}
      load={load}
      submit={submit}
      onSaved={onSaved}
      aria-label={t('system.edit')}
    >
      {(api) => {
        const shared = detail.current?.shared ?? false;
        const current = detail.current;
        const options =
          current && !roles.some((r) => r.id === current.roleId)
            ? [
                ...roles,
                {
                  id: current.roleId,
                  title: current.roleTitle,
                  description: '',
                  status: 0 as const,
                  isOwner: current.isOwner,
                  userCount: 0,
                  createdAt: '',
                },
              ]
            : roles;
        return (
          <div className={layout.form}>
            <div className={styles.readOnlyField}>
              <span className={layout.muted}>{t('adminUser.userName')}</span>
              <span>{current?.userName}</span>
            </div>
            {shared ? <p className={layout.muted}>{t('adminUser.sharedNote')}</p> : null}
            <RoleSelect api={api} roles={options} />
            <ProfileFields api={api} isReadOnly={shared} />
          </div>
        );
      }}
    </ManagedForm>
  );
}

/** A new password for a member; the server signs them out everywhere once it is saved. */
export function AdminUserPasswordForm({ id, onSaved }: { id: number; onSaved: () => void }) {
  const t = useT();
  const rules: FieldRules = {
    ...newPasswordRules(t('adminUser.newPassword'), t('adminUser.confirmPassword')),
  };
  const submit = (v: FormObject) =>
    withFieldErrors(
      updateAdminUser({
        id,
        password: typeof v.password === 'string' ? v.password : '',
        confirmPassword: typeof v.confirmPassword === 'string' ? v.confirmPassword : '',
      }),
    );
  return (
    <ManagedForm
      formId={`admin-user-password:${id}`}
      rules={rules}
      initialValues={{ password: '', confirmPassword: '' }}
      submit={submit}
      onSaved={onSaved}
      savedMessage={t('adminUser.resetDone')}
      aria-label={t('adminUser.resetPassword')}
    >
      {(api) => (
        <div className={layout.form}>
          <p className={layout.muted}>{t('adminUser.resetText')}</p>
          <NewPasswordFields
            api={api}
            label={t('adminUser.newPassword')}
            description={t('adminUser.passwordHint', lengthOf(passwordRule))}
            confirmLabel={t('adminUser.confirmPassword')}
            autoFocus
          />
        </div>
      )}
    </ManagedForm>
  );
}
