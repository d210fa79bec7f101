import '../../i18n/shell-frame.ts';
import { enteredPasswordRule, lengthOf, passwordRule } from '../../../contract/field-rules.ts';
import type { ManageBody } from '../../../contract/manage.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { newPasswordRules, profileRules } from '../../lib/person-rules.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { changePassword, body as loadBody, saveProfile } from '../../services/manage.ts';
import styles from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useLanguage } from '../../shell/use-language.ts';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResource } from '../../ui/use-resource.ts';

type Profile = { state: 'loading' } | { state: 'ready'; body: ManageBody } | { state: 'failed' };

/**
 * /manage/userinfo: the profile from body.html (name, mobile and e-mail edited through userinfo.html),
 * change password through userpwd.html, language.
 */
export default function UserInfo() {
  const t = useT();
  const locale = useLocale();
  // The profile is read again in the new language so the server's role title follows the switch; the
  // one in the old language stays until then.
  const read = useResource(locale, loadBody, { keep: true });
  const profile: Profile = read.failed
    ? { state: 'failed' }
    : read.data
      ? { state: 'ready', body: read.data }
      : { state: 'loading' };

  const dash = t('userinfo.empty');
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{t('userinfo.title')}</PageHeading>
      <section
        className={styles.section}
        aria-labelledby="profile-title"
        aria-busy={profile.state === 'loading'}
      >
        <h2 id="profile-title" className={styles.sectionTitle}>
          {t('userinfo.profile')}
        </h2>
        {profile.state === 'loading' ? <p role="status">{t('shell.loading')}</p> : null}
        {profile.state === 'failed' ? <p role="alert">{t('userinfo.loadFailed')}</p> : null}
        {profile.state === 'ready' ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('userinfo.userName')}</dt>
              <dd>{profile.body.user.userName}</dd>
              {/* The sign-in before this one: this one's time tells the user nothing. */}
              <dt>{t('userinfo.lastLogin')}</dt>
              <dd>
                {profile.body.user.previousLoginAt
                  ? formatDateTime(profile.body.user.previousLoginAt, { seconds: true })
                  : t('userinfo.firstLogin')}
              </dd>
              <dt>{t('userinfo.brand')}</dt>
              <dd>{profile.body.brand?.brandTitle ?? dash}</dd>
              <dt>{t('userinfo.role')}</dt>
              <dd>{profile.body.brand?.roleTitle ?? dash}</dd>
            </dl>
            <ProfileForm user={profile.body.user} />
          </>
        ) : null}
      </section>
      <PasswordSection />
      <LanguageSection />
    </div>
  );
}

/** Name, mobile and e-mail: the user's own, whichever brands the account belongs to. */
function ProfileForm({ user }: { user: ManageBody['user'] }) {
  const t = useT();
  const rules: FieldRules = {
    ...profileRules({
      realName: t('userinfo.realName'),
      mobile: t('userinfo.mobile'),
      email: t('userinfo.email'),
    }),
  };
  const text = (v: FormObject, name: string) => (typeof v[name] === 'string' ? v[name].trim() : '');
  const submit = (v: FormObject, options: { notifyErrors: false }) =>
    withFieldErrors(
      saveProfile(
        { realName: text(v, 'realName'), mobile: text(v, 'mobile'), email: text(v, 'email') },
        options,
      ),
    );
  return (
    <ManagedForm
      formId={`userinfo:profile:${user.userId}`}
      rules={rules}
      initialValues={{ realName: user.realName, mobile: user.mobile, email: user.email }}
      submit={submit}
      submitLabel={t('userinfo.saveProfile')}
      aria-label={t('userinfo.editProfile')}
    >
      {(api) => (
        <div className={styles.form}>
          <TextField {...api.text('realName')} autoComplete="name" label={t('userinfo.realName')} />
          <TextField {...api.text('mobile')} type="tel" autoComplete="tel" label={t('userinfo.mobile')} />
          <TextField {...api.text('email')} type="email" autoComplete="email" label={t('userinfo.email')} />
        </div>
      )}
    </ManagedForm>
  );
}

/**
 * Change password on the kit's form machine: required fields, the confirmation compared with the new
 * password ("form validation failed" and nothing sent when a check fails), the save button's pending
 * state, and the server's refusal marked at its field. Passwords never go into a draft.
 */
function PasswordSection() {
  const t = useT();
  const rules: FieldRules = {
    oldPassword: { ...enteredPasswordRule, label: t('userinfo.oldPassword') },
    ...newPasswordRules(t('userinfo.newPassword'), t('userinfo.confirmPassword')),
  };
  const text = (v: FormObject, name: string) => (typeof v[name] === 'string' ? v[name] : '');
  const submit = (v: FormObject) =>
    withFieldErrors(
      changePassword({
        oldPassword: text(v, 'oldPassword'),
        password: text(v, 'password'),
        confirmPassword: text(v, 'confirmPassword'),
      }),
    );
  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        {t('userinfo.passwordSection')}
      </h2>
      {/* A saved change starts a fresh, empty form, with the message above it. */}
      <ManagedForm
        resetOnSaved
        formId="userinfo:password"
        rules={rules}
        initialValues={{ oldPassword: '', password: '', confirmPassword: '' }}
        submit={submit}
        savedMessage={t('userinfo.passwordChanged')}
        submitLabel={t('userinfo.savePassword')}
        aria-label={t('userinfo.passwordSection')}
      >
        {(api) => (
          <div className={styles.form}>
            <TextField
              {...api.text('oldPassword')}
              type="password"
              autoComplete="current-password"
              label={t('userinfo.oldPassword')}
            />
            <NewPasswordFields
              api={api}
              label={t('userinfo.newPassword')}
              description={t('userinfo.passwordHint', lengthOf(passwordRule))}
              confirmLabel={t('userinfo.confirmPassword')}
            />
          </div>
        )}
      </ManagedForm>
    </section>
  );
}

function LanguageSection() {
  const t = useT();
  const [locale, setLanguage] = useLanguage();
  return (
    <section className={styles.section} aria-labelledby="language-title">
      <h2 id="language-title" className={styles.sectionTitle}>
        {t('lang.label')}
      </h2>
      <Switch isSelected={locale === 'en'} onChange={(on) => setLanguage(on ? 'en' : 'zh-CN')}>
        {t('lang.useEnglish')}
      </Switch>
    </section>
  );
}
