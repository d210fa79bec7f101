import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { fromPromise } from 'xstate';
import { useT } from '../../i18n/use-t.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import {
  loginState,
  rememberedLoginUser,
  rememberLoginUser,
  verifyCodeAudioUrl,
  verifyCodeUrl,
} from '../../services/auth.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession, useSessionActor } from '../../shell/session-context.tsx';
import { useLanguage } from '../../shell/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { focusFirstInvalid } from '../../ui/focus-invalid.ts';
import { TextField } from '../../ui/text-field.tsx';
import { captchaMachine } from './captcha.machine.ts';
import { takeFirstScreenForm } from './first-screen.ts';
import styles from './login-screen.module.css';

type Field = 'user' | 'password' | 'verifycode';

// The captcha flow's machine with the real call; an image's nonce is its count plus the screen's start.
const captchaFlow = captchaMachine.provide({
  actors: { loginState: fromPromise(({ input }: { input: { user: string } }) => loginState(input.user)) },
});

export default function LoginScreen() {
  const t = useT();
  const actor = useSessionActor();
  const busy = useSession((s) => s.matches('authenticating'));
  const problem = useSession((s) => s.context.loginProblem);
  // Why the last session ended, when the server said more than "expired": shown until the next try.
  const endedBy = useSession((s) => s.context.endedBy);
  const [locale, setLanguage] = useLanguage();
  // The form index.html showed before the app ran, if it did: what was typed there is kept.
  const [firstScreen] = useState(() => takeFirstScreenForm());
  const [values, setValues] = useState(() => {
    const typed = firstScreen?.read();
    return { user: typed?.user || rememberedLoginUser(), password: typed?.password ?? '', verifycode: '' };
  });
  const [missing, setMissing] = useState<Field[]>([]);
  // The refusal of the last attempt sent, once a newer one stopped here for an empty field: its message
  // is about a password or code that was not the one just submitted (a new password with the code left
  // empty kept 用户名或密码错误 at 密码, and took focus there from the empty code). A sent attempt
  // clears the refusal itself.
  const [staleProblem, setStaleProblem] = useState<typeof problem>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The captcha flow: the server says whether the next attempt needs a code or a wait.
  const captcha = useInspectedActor(captchaFlow, { input: { user: values.user.trim().toLowerCase() } });
  const captchaShown = useSelector(captcha, (s) => s.hasTag('codeShown'));
  const locked = useSelector(captcha, (s) => s.hasTag('locked'));
  const captchaMinutes = useSelector(captcha, (s) => s.context.captchaMinutes);
  const lockedMinutes = useSelector(captcha, (s) => s.context.lockedMinutes);
  const [shownAt] = useState(() => Date.now());
  const captchaNonce = useSelector(captcha, (s) => shownAt + s.context.nonce);
  const [audioFailed, setAudioFailed] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  // Where focus goes once the screen shows the answer (the code field may not exist until then).
  const focusNext = useRef<'password' | 'verifycode' | 'locked' | 'problem' | null>(null);
  // The user name the last attempt was about (what the captcha state answered belongs to).
  const triedUser = useRef('');
  // The user name is the one thing to do here: focus starts there, also after a sign-out or an expired
  // session (this runs after the page heading took focus for the route change).
  // Taking over the pre-rendered form, focus stays in the field the user was in, caret and all.
  useEffect(() => {
    const at = firstScreen?.focus();
    const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="${at?.field ?? 'user'}"]`);
    input?.focus();
    if (at && input && at.start !== null && at.end !== null) input.setSelectionRange(at.start, at.end);
  }, [firstScreen]);
  // Keys typed between the first render and its commit went into the pre-rendered inputs, which are
  // still readable once replaced; a submit made there before the app ran is carried out now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at takeover
  useLayoutEffect(() => {
    if (!firstScreen) return;
    firstScreen.release();
    const typed = firstScreen.read();
    const next = { user: typed.user || values.user, password: typed.password, verifycode: '' };
    setValues(next);
    if (firstScreen.takeSubmit()) attempt(next);
  }, [firstScreen]);
  // Bumped by a submit with empty fields: focus goes to the first of them once they are marked.
  const [checked, setChecked] = useState(0);
  useEffect(() => {
    if (checked > 0) focusFirstInvalid(formRef.current);
  }, [checked]);

  // A refused sign-in: the state it answers goes to the captcha flow; only what the refusal is about is
  // cleared, and focus goes where the user acts next. A wrong or missing code keeps the password.
  useEffect(() => {
    if (!problem) return;
    const wasShown = captcha.getSnapshot().hasTag('codeShown');
    if (problem.hasState) {
      captcha.send({
        type: 'captcha.state',
        user: triedUser.current,
        state: {
          captchaRequired: problem.captchaRequired,
          captchaMinutes: problem.captchaMinutes,
          lockedMinutes: problem.lockedMinutes,
        },
      });
    } else if (wasShown) captcha.send({ type: 'captcha.refresh' });
    setAudioFailed(false);
    if (problem.field === 'verifycode') {
      setValues((v) => ({ ...v, verifycode: '' }));
      focusNext.current = 'verifycode';
    } else {
      setValues((v) => ({ ...v, password: '', verifycode: '' }));
      // The failure that starts the captcha: the message says so, and the new field is where to go.
      focusNext.current =
        problem.field === null
          ? problem.lockedMinutes > 0
            ? 'locked'
            : 'problem'
          : problem.captchaRequired && !wasShown
            ? 'verifycode'
            : 'password';
    }
  }, [problem, captcha]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    // The kit field does not forward refs; the form is ours, so find the input through it.
    const el =
      target === 'locked'
        ? formRef.current?.querySelector<HTMLElement>('[data-login-locked]')
        : target === 'problem'
          ? formRef.current?.querySelector<HTMLElement>('[data-login-problem]')
          : formRef.current?.querySelector<HTMLInputElement>(`input[name="${target}"]`);
    if (el) {
      el.focus();
      focusNext.current = null;
    }
  });

  // A new image is a new code: the old spoken one no longer matches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the nonce is the trigger
  useEffect(() => {
    audioRef.current?.pause();
    audioRef.current = null;
  }, [captchaNonce]);

  const playCode = () => {
    audioRef.current?.pause();
    setAudioFailed(false);
    const audio = new Audio(verifyCodeAudioUrl(Date.now(), locale));
    audioRef.current = audio;
    audio.play().catch(() => {
      if (audioRef.current === audio) setAudioFailed(true);
    });
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) attempt(values);
  };

  const attempt = (form: typeof values) => {
    const empty: Field[] = [];
    if (!form.user.trim()) empty.push('user');
    if (!form.password) empty.push('password');
    if (captchaShown && !form.verifycode.trim()) empty.push('verifycode');
    setMissing(empty);
    if (empty.length > 0) {
      setStaleProblem(problem);
      setChecked((n) => n + 1);
      return;
    }
    rememberLoginUser(form.user.trim());
    triedUser.current = form.user.trim().toLowerCase();
    actor.send({
      type: 'session.login',
      user: form.user.trim(),
      password: form.password,
      ...(captchaShown ? { verifycode: form.verifycode.trim() } : {}),
    });
  };

  const shownProblem = problem === staleProblem ? null : problem;
  const serverError = !busy && shownProblem?.message ? shownProblem.message : '';
  // A refusal about no field and no wait (the account disabled in every brand) is said on the form.
  const formProblem =
    serverError && shownProblem?.field === null && shownProblem.lockedMinutes === 0 ? serverError : '';
  const serverErrorAt = (field: 'password' | 'verifycode') =>
    serverError && shownProblem?.field === field ? serverError : undefined;
  const minutes = (n: number) => (n === 1 ? t('login.minute') : t('login.minutes', { n }));
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
        {endedBy ? (
          <p className={styles.ended} role="status">
            {t('error.memberDisabled', { brand: endedBy.brandTitle })}
          </p>
        ) : null}
        <Form ref={formRef} className={styles.form} onSubmit={submit} validationBehavior="aria">
          <TextField
            label={t('login.user')}
            name="user"
            autoComplete="username"
            isRequired
            value={values.user}
            onChange={set('user')}
            onBlur={() => {
              // Another user name may need the code (or a wait) where this one did not.
              const user = values.user.trim().toLowerCase();
              if (user && user !== captcha.getSnapshot().context.user)
                captcha.send({ type: 'captcha.check', user });
            }}
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
            errorMessage={errorFor('password', 'login.passwordRequired') ?? serverErrorAt('password')}
          />
          {captchaShown ? (
            <div className={styles.captcha}>
              <div className={styles.captchaRow}>
                <TextField
                  label={t('login.captcha')}
                  name="verifycode"
                  autoComplete="off"
                  inputMode="numeric"
                  isRequired
                  value={values.verifycode}
                  onChange={set('verifycode')}
                  description={t('login.captchaHint', { minutes: minutes(captchaMinutes) })}
                  errorMessage={
                    errorFor('verifycode', 'login.captchaRequired') ?? serverErrorAt('verifycode')
                  }
                />
                <img
                  className={styles.captchaImage}
                  src={verifyCodeUrl(captchaNonce)}
                  alt={t('login.captchaImage')}
                />
              </div>
              <div className={styles.captchaActions}>
                <Button variant="secondary" onPress={playCode}>
                  {t('login.captchaAudio')}
                </Button>
                <Button variant="secondary" onPress={() => captcha.send({ type: 'captcha.refresh' })}>
                  {t('login.captchaRefresh')}
                </Button>
              </div>
              <p role="status" className={audioFailed ? styles.captchaProblem : 'visually-hidden'}>
                {audioFailed ? t('login.captchaAudioFailed') : ''}
              </p>
            </div>
          ) : null}
          {locked ? (
            <p className={styles.locked} data-login-locked tabIndex={-1}>
              {t('login.locked', { minutes: minutes(lockedMinutes) })}
            </p>
          ) : null}
          {formProblem ? (
            <p className={styles.locked} role="alert" data-login-problem tabIndex={-1}>
              {formProblem}
            </p>
          ) : null}
          <Button type="submit" variant="primary" isPending={busy} className={styles.submit}>
            {t('login.submit')}
          </Button>
          {/* The field shows the error; this live region makes sure it is announced when it appears. */}
          <p role="alert" className="visually-hidden">
            {formProblem ? '' : serverError}
          </p>
        </Form>
      </div>
    </main>
  );
}
