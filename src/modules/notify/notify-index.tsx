import '../../i18n/kit.ts';
import './notify.strings.ts';
import { type ReactNode, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import {
  type EmailConfig,
  emailKey,
  emailRule,
  type SmtpSecure,
  smtpPortRange,
  smtpSecureModes,
} from '../../../contract/email.ts';
import { type NotifyStats, notifyStatsRule } from '../../../contract/notify.ts';
import {
  type SecretHint,
  type SmsConfig,
  type SmsProvider,
  smsLimitRanges,
  smsProviders,
  smsRule,
  smsTemplateRule,
} from '../../../contract/sms.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { inPlace } from '../../services/http.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { BarChart } from '../../ui/bar-chart.tsx';
import { Button } from '../../ui/button.tsx';
import { focusFirstInvalid } from '../../ui/focus-invalid.ts';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { ResourceError } from '../../ui/resource-error.tsx';
import { SaveButton } from '../../ui/save-button.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, type Grant } from '../../ui/withheld.tsx';
import { emailConfig, emailStats, sendTestMail, updateEmailConfig } from './email.ts';
import styles from './notify.module.css';
import { smsConfig, smsStats, updateSmsConfig } from './sms.ts';
import { SmsSendDialog } from './sms-send-dialog.tsx';

const str = (v: FormValue | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: FormValue | undefined) => (typeof v === 'number' ? v : Number(str(v)));
const isProvider = (v: string): v is SmsProvider => smsProviders.some((p) => p === v);
const isSecure = (v: string): v is SmtpSecure => smtpSecureModes.some((p) => p === v);

/** "已设置，末四位 4f2a" / "未设置": a secret is never shown, only whether it is there. */
function useSecretNote() {
  const t = useT();
  return (hint: SecretHint | undefined) =>
    !hint?.set
      ? t('notify.secret.unset')
      : hint.unreadable
        ? t('notify.secret.unreadable')
        : hint.endsWith
          ? t('notify.secret.setEnds', { end: hint.endsWith })
          : t('notify.secret.set');
}

function ChannelFigures({ title, load }: { title: string; load: () => Promise<NotifyStats> }) {
  const t = useT();
  const locale = useLocale();
  // A failure is said where the figures would be (ResourceError): no toast says it again.
  const figures = useResource(() => inPlace(load()));
  const stats = figures.data;
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      {figures.failed ? (
        <ResourceError resource={figures} />
      ) : !stats ? (
        <p role="status">{t('kit.loading')}</p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('notify.stats.today')}</dt>
              <dd>
                {t('notify.stats.pair', {
                  sent: number(stats.today.sent),
                  failed: number(stats.today.failed),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('notify.stats.last30')}</dt>
              <dd>
                {t('notify.stats.pair', {
                  sent: number(stats.last30.sent),
                  failed: number(stats.last30.failed),
                })}
              </dd>
            </div>
          </dl>
          <BarChart
            title={t('notify.stats.chart', { channel: title })}
            series={[
              { id: 'sent', label: t('notify.stats.sent'), tone: 'accent' },
              { id: 'failed', label: t('notify.stats.failed'), tone: 'danger' },
            ]}
            data={stats.days.map((d) => ({
              key: d.day,
              label: d.day,
              short: d.day.slice(5),
              values: { sent: d.sent, failed: d.failed },
            }))}
          />
        </>
      )}
    </section>
  );
}

function SmsSettings() {
  const t = useT();
  const mayCall = useMayCall();
  const mayTest = useGrant()(smsRule.send, smsTemplateRule.templatelist);
  const secretNote = useSecretNote();
  const [hint, setHint] = useState<SecretHint>();
  const [testing, setTesting] = useState(false);
  const load = async (): Promise<FormObject> => {
    const c: SmsConfig = await smsConfig();
    setHint(c.accessKeySecret);
    return {
      provider: c.provider,
      accessKeyId: c.accessKeyId,
      accessKeySecret: '',
      sdkAppId: c.sdkAppId,
      signName: c.signName,
      region: c.region,
      perMinute: c.perMinute,
      perDay: c.perDay,
    };
  };
  const submit = async (v: FormObject) => {
    const provider = str(v.provider);
    await withFieldErrors(
      updateSmsConfig({
        provider: isProvider(provider) ? provider : 'log',
        accessKeyId: str(v.accessKeyId).trim(),
        // Empty keeps the stored secret (write-only: it is never read back into the form).
        accessKeySecret: str(v.accessKeySecret),
        sdkAppId: str(v.sdkAppId).trim(),
        signName: str(v.signName).trim(),
        region: str(v.region).trim(),
        perMinute: num(v.perMinute),
        perDay: num(v.perDay),
      }),
    );
    setHint((await smsConfig()).accessKeySecret);
  };
  // The provider list is not a kit control that can show a reason: without the right it is read-only.
  const mayEdit = mayCall(smsRule.configupdate);
  return (
    <>
      <ManagedForm
        formId="notify:sms-config"
        // Labels too, so a refusal that names a field by its body name is said with its label.
        rules={{
          provider: { required: true, choice: true, label: t('sms.config.provider') },
          signName: { label: t('sms.config.signName') },
          accessKeyId: { label: t('sms.config.keyId.aliyun') },
          accessKeySecret: { label: t('sms.config.secret.aliyun') },
          sdkAppId: { label: t('sms.config.sdkAppId') },
          region: { label: t('sms.config.region') },
          // Kept as typed and refused here, not clamped as the field is left and saved unseen.
          perMinute: { required: true, range: smsLimitRanges.perMinute, label: t('sms.config.perMinute') },
          perDay: { required: true, range: smsLimitRanges.perDay, label: t('sms.config.perDay') },
        }}
        load={load}
        submit={submit}
        submitLabel={t('sms.config.save')}
        aria-label={t('notify.tab.sms')}
      >
        {(api) => {
          const provider = str(api.values.provider);
          const remote = provider === 'aliyun' || provider === 'tencent';
          return (
            <div className={layout.fields}>
              <Select
                {...api.choice('provider')}
                label={t('sms.config.provider')}
                description={t(`sms.config.providerHint.${isProvider(provider) ? provider : 'log'}`)}
                items={smsProviders.map((p) => ({ id: p, label: t(`sms.provider.${p}`) }))}
                isDisabled={!mayEdit}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
              <TextField
                {...api.text('signName')}
                label={t('sms.config.signName')}
                description={t('sms.config.signHint')}
              />
              {remote ? (
                <>
                  <TextField {...api.text('accessKeyId')} label={t(`sms.config.keyId.${provider}`)} />
                  <TextField
                    {...api.text('accessKeySecret')}
                    type="password"
                    autoComplete="new-password"
                    label={t(`sms.config.secret.${provider}`)}
                    description={`${secretNote(hint)}${t('notify.secret.keep')}`}
                  />
                </>
              ) : null}
              {provider === 'tencent' ? (
                <>
                  <TextField {...api.text('sdkAppId')} label={t('sms.config.sdkAppId')} inputMode="numeric" />
                  <TextField
                    {...api.text('region')}
                    label={t('sms.config.region')}
                    description={t('sms.config.regionHint')}
                  />
                </>
              ) : null}
              <NumberField
                label={t('sms.config.perMinute')}
                minValue={smsLimitRanges.perMinute.min}
                maxValue={smsLimitRanges.perMinute.max}
                commitBehavior="validate"
                value={num(api.values.perMinute)}
                onChange={(n) => api.setValue('perMinute', Number.isNaN(n) ? '' : n)}
                errorMessage={api.errors.perMinute}
              />
              <NumberField
                label={t('sms.config.perDay')}
                minValue={smsLimitRanges.perDay.min}
                maxValue={smsLimitRanges.perDay.max}
                commitBehavior="validate"
                value={num(api.values.perDay)}
                onChange={(n) => api.setValue('perDay', Number.isNaN(n) ? '' : n)}
                errorMessage={api.errors.perDay}
              />
            </div>
          );
        }}
      </ManagedForm>
      {mayTest ? (
        <div className={styles.test}>
          <h3>{t('sms.test.title')}</h3>
          <p className={layout.muted}>{t('sms.test.intro')}</p>
          <Allowed by={mayTest}>
            <Button onPress={() => setTesting(true)}>{t('sms.test.open')}</Button>
          </Allowed>
          <SmsSendDialog isOpen={testing} onOpenChange={setTesting} title={t('sms.test.title')} />
        </div>
      ) : null}
    </>
  );
}

function TestMail({ grant }: { grant: Grant }) {
  const t = useT();
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Checked here by the contract's address rule, in words, before anything is sent.
  const problem = () => {
    const label = t('email.test.to');
    if (!to.trim()) return t('check.required', { label });
    return emailKey(to) ? null : t('check.email', { label });
  };
  return (
    <div className={styles.test} ref={box}>
      <h3>{t('email.test.title')}</h3>
      <TextField
        label={t('email.test.to')}
        isRequired
        type="email"
        value={to}
        onChange={(v) => {
          setTo(v);
          setResult(null);
        }}
        errorMessage={result && !result.ok ? result.text : undefined}
        description={t('email.test.hint')}
      />
      <Allowed by={grant}>
        <SaveButton
          className={styles.testButton}
          variant="secondary"
          onSave={() => {
            const said = problem();
            if (!said) return sendTestMail(to.trim());
            requestAnimationFrame(() => focusFirstInvalid(box.current));
            return Promise.reject(new Error(said));
          }}
          onSaved={(r) => {
            const message = typeof r === 'object' && r !== null && 'message' in r ? String(r.message) : '';
            setResult({ ok: true, text: message });
          }}
          onFailed={(e) => setResult({ ok: false, text: e instanceof Error ? e.message : String(e) })}
        >
          {t('email.test.send')}
        </SaveButton>
      </Allowed>
      <p className={result?.ok ? styles.ok : 'visually-hidden'} role="status">
        {result?.ok ? result.text : ''}
      </p>
    </div>
  );
}

function EmailSettings() {
  const t = useT();
  const mayTest = useGrant()(emailRule.testmail);
  const secretNote = useSecretNote();
  const [hint, setHint] = useState<SecretHint>();
  const load = async (): Promise<FormObject> => {
    const c: EmailConfig = await emailConfig();
    setHint(c.password);
    return {
      host: c.host,
      port: c.port,
      secure: c.secure,
      user: c.user,
      password: '',
      fromName: c.fromName,
      fromAddress: c.fromAddress,
      replyTo: c.replyTo,
    };
  };
  const submit = async (v: FormObject) => {
    const secure = str(v.secure);
    await withFieldErrors(
      updateEmailConfig({
        host: str(v.host).trim(),
        port: num(v.port),
        secure: isSecure(secure) ? secure : 'tls',
        user: str(v.user).trim(),
        password: str(v.password),
        fromName: str(v.fromName).trim(),
        fromAddress: str(v.fromAddress).trim(),
        replyTo: str(v.replyTo).trim(),
      }),
    );
    setHint((await emailConfig()).password);
  };
  return (
    <>
      <ManagedForm
        formId="notify:email-config"
        rules={{
          host: { required: true, label: t('email.config.host') },
          port: { required: true, range: smtpPortRange, label: t('email.config.port') },
          fromAddress: { required: true, format: 'email', label: t('email.config.fromAddress') },
          replyTo: { format: 'email', label: t('email.config.replyTo') },
        }}
        load={load}
        submit={submit}
        submitLabel={t('email.config.save')}
        aria-label={t('notify.tab.email')}
      >
        {(api) => (
          <div className={layout.fields}>
            <TextField
              {...api.text('host')}
              label={t('email.config.host')}
              description={t('email.config.hostHint')}
            />
            <NumberField
              label={t('email.config.port')}
              isRequired
              minValue={smtpPortRange.min}
              maxValue={smtpPortRange.max}
              commitBehavior="validate"
              formatOptions={{ useGrouping: false }}
              value={num(api.values.port)}
              onChange={(n) => api.setValue('port', Number.isNaN(n) ? '' : n)}
              errorMessage={api.errors.port}
            />
            <Select
              {...api.choice('secure')}
              label={t('email.config.secure')}
              items={smtpSecureModes.map((m) => ({ id: m, label: t(`email.secure.${m}`) }))}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <TextField {...api.text('user')} label={t('email.config.user')} autoComplete="off" />
            <TextField
              {...api.text('password')}
              type="password"
              autoComplete="new-password"
              label={t('email.config.password')}
              description={`${secretNote(hint)}${t('notify.secret.keep')}`}
            />
            <TextField {...api.text('fromName')} label={t('email.config.fromName')} />
            <TextField {...api.text('fromAddress')} type="email" label={t('email.config.fromAddress')} />
            <TextField {...api.text('replyTo')} type="email" label={t('email.config.replyTo')} />
          </div>
        )}
      </ManagedForm>
      {mayTest ? <TestMail grant={mayTest} /> : null}
    </>
  );
}

function Panel({ id, children }: { id: string; children: ReactNode }) {
  // Kept mounted while the other tab shows, so switching tabs never loses what was typed.
  return (
    <TabPanel id={id} shouldForceMount className={layout.panel}>
      {children}
    </TabPanel>
  );
}

/** /notify/index: sent and failed per channel (today, 30 days, a chart with its table), the settings. */
export default function NotifyIndex() {
  const t = useT();
  const mayCall = useMayCall();
  const tabs = [
    ...(mayCall(smsRule.configdetail) ? ['sms'] : []),
    ...(mayCall(emailRule.config_detail) ? ['email'] : []),
  ];
  // `?tab=email` (the compose's "open the e-mail settings") opens on that tab.
  const asked = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useState(asked && tabs.includes(asked) ? asked : (tabs[0] ?? 'sms'));
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('notify.title')}</PageHeading>
      <p className={layout.muted}>{t('notify.intro')}</p>
      <div className={styles.charts}>
        {mayCall(notifyStatsRule.sms) ? (
          <ChannelFigures title={t('notify.channel.sms')} load={smsStats} />
        ) : null}
        {mayCall(notifyStatsRule.email) ? (
          <ChannelFigures title={t('notify.channel.email')} load={emailStats} />
        ) : null}
      </div>
      {tabs.length > 0 ? (
        <section aria-labelledby="notify-settings">
          <h2 id="notify-settings">{t('notify.settings')}</h2>
          <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(String(k))}>
            <TabList aria-label={t('notify.settings')}>
              {tabs.map((k) => (
                <Tab key={k} id={k}>
                  {t(k === 'sms' ? 'notify.tab.sms' : 'notify.tab.email')}
                </Tab>
              ))}
            </TabList>
            {tabs.includes('sms') ? (
              <Panel id="sms">
                <SmsSettings />
              </Panel>
            ) : null}
            {tabs.includes('email') ? (
              <Panel id="email">
                <EmailSettings />
              </Panel>
            ) : null}
          </Tabs>
        </section>
      ) : null}
    </div>
  );
}
