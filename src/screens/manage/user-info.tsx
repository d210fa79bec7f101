import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import type { ManageBody } from '../../../contract/manage.ts';
import { passwordRules } from '../../../contract/manage.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { changePassword, body as loadBody } from '../../services/manage.ts';
import { Button } from '../../ui/button.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import styles from '../shell/page.module.css';
import { PageHeading } from '../shell/page-heading.tsx';
import { useLanguage } from '../shell/use-language.ts';

type Profile = { state: 'loading' } | { state: 'ready'; body: ManageBody } | { state: 'failed' };

/** /manage/userinfo: profile from body.html, change password through userpwd.html, language. */
export default function UserInfo() {
  const t = useT();
  const locale = useLocale();
  const [profile, setProfile] = useState<Profile>({ state: 'loading' });

  // The profile is read again in the new language so the server's role title follows the switch.
  useEffect(() => {
    let live = true;
    void locale;
    loadBody().then(
      (body) => live && setProfile({ state: 'ready', body }),
      () => live && setProfile({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale]);

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
          <dl className={styles.facts}>
            <dt>{t('userinfo.userName')}</dt>
            <dd>{profile.body.user.userName}</dd>
            <dt>{t('userinfo.realName')}</dt>
            <dd>{profile.body.user.realName || dash}</dd>
            <dt>{t('userinfo.mobile')}</dt>
            <dd>{profile.body.user.mobile || dash}</dd>
            <dt>{t('userinfo.email')}</dt>
            <dd>{profile.body.user.email || dash}</dd>
            <dt>{t('userinfo.lastLogin')}</dt>
            <dd>
              {profile.body.user.lastLoginAt
                ? new Date(profile.body.user.lastLoginAt).toLocaleString(locale)
                : dash}
            </dd>
            <dt>{t('userinfo.brand')}</dt>
            <dd>{profile.body.brand?.brandTitle ?? dash}</dd>
            <dt>{t('userinfo.role')}</dt>
            <dd>{profile.body.brand?.roleTitle ?? dash}</dd>
          </dl>
        ) : null}
      </section>
      <PasswordSection />
      <LanguageSection />
    </div>
  );
}

type PasswordField = 'oldPassword' | 'password' | 'confirmPassword';

function PasswordSection() {
  const t = useT();
  const toast = useToast();
  const empty = { oldPassword: '', password: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [serverError, setServerError] = useState('');
  const [pending, setPending] = useState(false);

  const set = (field: PasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const check = (): Partial<Record<PasswordField, string>> => {
    const found: Partial<Record<PasswordField, string>> = {};
    const required: MessageKey = 'userinfo.required';
    if (!values.oldPassword) found.oldPassword = t(required);
    if (!values.password) found.password = t(required);
    else if (values.password.length < passwordRules.min || values.password.length > passwordRules.max)
      found.password = t('userinfo.passwordLength', passwordRules);
    if (!values.confirmPassword) found.confirmPassword = t(required);
    else if (values.confirmPassword !== values.password)
      found.confirmPassword = t('userinfo.passwordMismatch');
    return found;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setServerError('');
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await changePassword(values);
      setValues(empty);
      toast.show(t('userinfo.passwordChanged'), { tone: 'success' });
    } catch (error) {
      // A SessionExpiredError is handled by the session flow; anything else belongs on this form.
      if (error instanceof Error && error.name !== 'SessionExpiredError') setServerError(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title" className={styles.sectionTitle}>
        {t('userinfo.passwordSection')}
      </h2>
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextField
          label={t('userinfo.oldPassword')}
          type="password"
          name="oldPassword"
          autoComplete="current-password"
          isRequired
          value={values.oldPassword}
          onChange={set('oldPassword')}
          errorMessage={errors.oldPassword ?? (serverError || undefined)}
        />
        <TextField
          label={t('userinfo.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          isRequired
          description={t('userinfo.passwordHint', passwordRules)}
          value={values.password}
          onChange={set('password')}
          errorMessage={errors.password}
        />
        <TextField
          label={t('userinfo.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          isRequired
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          errorMessage={errors.confirmPassword}
        />
        <p role="alert" className="visually-hidden">
          {serverError}
        </p>
        <div>
          <Button type="submit" variant="primary" isPending={pending}>
            {t('userinfo.savePassword')}
          </Button>
        </div>
      </Form>
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
