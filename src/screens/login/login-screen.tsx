import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useT } from '../../i18n/use-t.ts';
import { verifyCodeUrl } from '../../services/auth.ts';
import { Button } from '../../ui/button.tsx';
import { focusFirstInvalid } from '../../ui/focus-invalid.ts';
import { TextField } from '../../ui/text-field.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { useSession, useSessionActor } from '../shell/session-context.tsx';
import { useLanguage } from '../shell/use-language.ts';
import styles from './login-screen.module.css';

type Field = 'user' | 'password' | 'verifycode';

export default function LoginScreen() {
  const t = useT();
  const actor = useSessionActor();
  const busy = useSession((s) => s.matches('authenticating'));
  const problem = useSession((s) => s.context.loginProblem);
  const [locale, setLanguage] = useLanguage();
  const [values, setValues] = useState({ user: '', password: '', verifycode: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const [captchaShown, setCaptchaShown] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The user name is the one thing to do here: focus starts there, also after a sign-out or an expired
  // session (this runs after the page heading took focus for the route change).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[name="user"]')?.focus();
  }, []);
  // Bumped by a submit with empty fields: focus goes to the first of them once they are marked.
  const [checked, setChecked] = useState(0);
  useEffect(() => {
    if (checked > 0) focusFirstInvalid(formRef.current);
  }, [checked]);

  // Every failed attempt spends the code: show a new one, and the captcha from the moment the server asks.
  useEffect(() => {
    if (!problem) return;
    if (problem.captchaRequired) setCaptchaShown(true);
    setCaptchaNonce(Date.now());
    setValues((v) => ({ ...v, password: '', verifycode: '' }));
    // The kit field does not forward refs; the form is ours, so find the input through it.
    formRef.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
  }, [problem]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const empty: Field[] = [];
    if (!values.user.trim()) empty.push('user');
    if (!values.password) empty.push('password');
    if (captchaShown && !values.verifycode.trim()) empty.push('verifycode');
    setMissing(empty);
    if (empty.length > 0) {
      setChecked((n) => n + 1);
      return;
    }
    actor.send({
      type: 'session.login',
      user: values.user.trim(),
      password: values.password,
      ...(captchaShown ? { verifycode: values.verifycode.trim() } : {}),
    });
  };

  const serverError = !busy && problem?.message ? problem.message : '';
  const errorFor = (field: Field, requiredKey: Parameters<typeof t>[0]) =>
    missing.includes(field) ? t(requiredKey) : undefined;

  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.top}>
          <span className={styles.product}>{t('app.name')}</span>
          <Button variant="quiet" size="small" onPress={() => setLanguage(locale === 'en' ? 'zh-CN' : 'en')}>
            {locale === 'en' ? t('lang.zh-CN') : t('lang.en')}
          </Button>
        </div>
        <PageHeading className={styles.title}>{t('login.title')}</PageHeading>
        <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
          <TextField
            label={t('login.user')}
            name="user"
            autoComplete="username"
            isRequired
            value={values.user}
            onChange={set('user')}
            errorMessage={errorFor('user', 'login.userRequired')}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
            value={values.password}
            onChange={set('password')}
            errorMessage={errorFor('password', 'login.passwordRequired') ?? (serverError || undefined)}
          />
          {captchaShown ? (
            <div className={styles.captcha}>
              <TextField
                label={t('login.captcha')}
                name="verifycode"
                autoComplete="off"
                isRequired
                value={values.verifycode}
                onChange={set('verifycode')}
                errorMessage={errorFor('verifycode', 'login.captchaRequired')}
              />
              <img
                className={styles.captchaImage}
                src={verifyCodeUrl(captchaNonce)}
                alt={t('login.captchaImage')}
              />
              <Button variant="secondary" onPress={() => setCaptchaNonce(Date.now())}>
                {t('login.captchaRefresh')}
              </Button>
            </div>
          ) : null}
          <Button type="submit" variant="primary" isPending={busy} className={styles.submit}>
            {t('login.submit')}
          </Button>
          {/* The field shows the error; this live region makes sure it is announced when it appears. */}
          <p role="alert" className="visually-hidden">
            {serverError}
          </p>
        </Form>
      </div>
    </main>
  );
}
