import '../../i18n/config.ts';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import {
  type AttachConfig,
  attachLimits,
  brandContactRule,
  brandEmailRule,
  brandHoursRule,
  brandIntroRule,
  brandTitleRule,
  type ConfigUpdateBody,
  techCopyrightRule,
} from '../../../contract/config.ts';
import { extensionCatalogue, type UploadKind } from '../../../contract/upload.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../lib/form-serialiser.ts';
import { readAttachConfig, readBrandConfig, readTechConfig, updateConfig } from '../../services/config.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { areaSource, mediaSource } from '../../services/kit-sources.ts';
import { saveBrandTitle } from '../../services/session-store.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSessionActor } from '../../shell/session-context.tsx';

import { AlertLine } from '../../ui/alert-line.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../ui/checkbox-group.tsx';
import { coordinateRules, FormAddressField } from '../../ui/form-address-field.tsx';
import layout from '../../ui/layout.module.css';
import { type FormApi, ManagedForm } from '../../ui/managed-form.tsx';
import { MediaLibrary } from '../../ui/media-library.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './config.module.css';

const str = (v: FormValue | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: FormValue | undefined) => (typeof v === 'number' ? v : Number(str(v)));

/** Only the keys of the group the form shows, as the call names them. */
function pick(values: FormObject, keys: string[]): ConfigUpdateBody {
  const body: Record<string, FormValue> = {};
  for (const k of keys) if (k in values) body[k] = values[k] ?? '';
  return body as ConfigUpdateBody;
}

function LogoField({ api }: { api: FormApi }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const logo = str(api.values.cfg_brand_logo);
  const error = api.errors.cfg_brand_logo;
  return (
    <fieldset className={styles.logo}>
      <legend className={styles.label}>{t('config.brand.logo')}</legend>
      <div className={styles.logoRow}>
        {logo ? (
          <img
            className={styles.logoImage}
            src={mediaSource.href?.(logo) ?? logo}
            alt={t('config.brand.logoAlt')}
          />
        ) : (
          <span className={layout.muted}>{t('config.brand.logoNone')}</span>
        )}
        <Button onPress={() => setOpen(true)}>
          {logo ? t('config.brand.logoChange') : t('config.brand.logoChoose')}
        </Button>
        {logo ? (
          <Button variant="quiet" onPress={() => api.setValue('cfg_brand_logo', '')}>
            {t('config.brand.logoRemove')}
          </Button>
        ) : null}
      </div>
      <AlertLine className={styles.error} text={error} />
      <MediaLibrary
        isOpen={open}
        onOpenChange={setOpen}
        source={mediaSource}
        kinds={['image']}
        onPick={([item]) => {
          if (item) api.setValue('cfg_brand_logo', item.fileurl);
        }}
      />
    </fieldset>
  );
}

const brandKeys = [
  'cfg_brand_title',
  'cfg_brand_logo',
  'cfg_brand_contact',
  'cfg_brand_phone',
  'cfg_brand_email',
  'cfg_brand_address',
  'cfg_brand_intro',
  'cfg_brand_hours',
];

function BrandForm() {
  const t = useT();
  const session = useSessionActor();
  // The server's rules (contract/config.ts), checked before sending.
  const rules: FieldRules = {
    cfg_brand_title: { ...brandTitleRule, label: t('config.brand.title') },
    cfg_brand_contact: { ...brandContactRule, label: t('config.brand.contact') },
    cfg_brand_phone: { format: 'phone', label: t('config.brand.phone') },
    cfg_brand_email: { ...brandEmailRule, label: t('config.brand.email') },
    cfg_brand_hours: { ...brandHoursRule, label: t('config.brand.hours') },
    cfg_brand_intro: { ...brandIntroRule, label: t('config.brand.intro') },
    ...coordinateRules('cfg_brand_address', t),
  };
  const load = async (): Promise<FormObject> => ({ ...(await readBrandConfig()) }) as unknown as FormObject;
  const submit = async (values: FormObject) => {
    const result = await withFieldErrors(updateConfig(pick(values, brandKeys)));
    if (result.saved.includes('cfg_brand_title')) {
      const title = str(values.cfg_brand_title).trim();
      // The header and the stored session follow the new title at once, without a new sign-in.
      saveBrandTitle(title);
      session.send({ type: 'session.brandTitle', title });
    }
    return result;
  };
  return (
    <ManagedForm
      formId="config:brand"
      rules={rules}
      load={load}
      submit={submit}
      submitLabel={t('config.saveBrand')}
      aria-label={t('config.tab.brand')}
    >
      {(api) => {
        return (
          <div className={layout.fields}>
            <TextField
              {...api.text('cfg_brand_title')}
              label={t('config.brand.title')}
              description={t('config.brand.titleHint', { max: brandTitleRule.max })}
              maxLength={brandTitleRule.max}
            />
            <LogoField api={api} />
            <TextField {...api.text('cfg_brand_contact')} label={t('config.brand.contact')} />
            <TextField
              {...api.text('cfg_brand_phone')}
              type="tel"
              label={t('config.brand.phone')}
              description={t('config.brand.phoneHint')}
            />
            <TextField {...api.text('cfg_brand_email')} type="email" label={t('config.brand.email')} />
            <TextField {...api.text('cfg_brand_hours')} label={t('config.brand.hours')} />
            <div className={layout.wide}>
              <FormAddressField
                api={api}
                name="cfg_brand_address"
                coordinates
                label={t('config.brand.address')}
                source={areaSource}
              />
            </div>
            <div className={layout.wide}>
              <TextArea
                {...api.text('cfg_brand_intro')}
                label={t('config.brand.intro')}
                description={t('config.brand.introHint', { max: brandIntroRule.max })}
              />
            </div>
          </div>
        );
      }}
    </ManagedForm>
  );
}

const kinds: UploadKind[] = ['image', 'video', 'file'];
const attachKeys = [
  'cfg_attach_image_max_mb',
  'cfg_attach_image_max_mp',
  'cfg_attach_video_max_mb',
  'cfg_attach_file_max_mb',
  'cfg_attach_image_exts',
  'cfg_attach_video_exts',
  'cfg_attach_file_exts',
  'cfg_attach_thumb_width',
];

function AttachForm() {
  const t = useT();
  const [storage, setStorage] = useState<AttachConfig['cfg_attach_storage'] | null>(null);
  const load = async (): Promise<FormObject> => {
    const a = await readAttachConfig();
    setStorage(a.cfg_attach_storage);
    const values: FormObject = {};
    for (const k of attachKeys) {
      const v = a[k as keyof AttachConfig];
      // Extension lists are edited as checkbox groups (arrays) and sent joined.
      values[k] = k.endsWith('_exts') ? String(v).split(',').filter(Boolean) : v;
    }
    return values;
  };
  const submit = (values: FormObject) => {
    const body: Record<string, FormValue> = {};
    for (const k of attachKeys) {
      const v = values[k];
      body[k] = Array.isArray(v) ? v.join(',') : (v ?? '');
    }
    return withFieldErrors(updateConfig(body as ConfigUpdateBody));
  };
  const labels: Record<keyof typeof attachLimits, string> = {
    image_max_mb: t('config.attach.image_max_mb'),
    image_max_mp: t('config.attach.image_max_mp'),
    video_max_mb: t('config.attach.video_max_mb'),
    file_max_mb: t('config.attach.file_max_mb'),
    thumb_width: t('config.attach.thumb_width'),
  };
  // A limit typed out of its range is refused at its field, as typed: one clamped as the field is
  // left was saved at once, a limit the user never saw (docs/decisions/interaction-kit.md).
  const rules: FieldRules = Object.fromEntries(
    Object.entries(attachLimits).map(([key, range]) => [
      `cfg_attach_${key}`,
      { required: true, range, label: labels[key as keyof typeof attachLimits] },
    ]),
  );
  const limit = (key: keyof typeof attachLimits, api: FormApi) => {
    const name = `cfg_attach_${key}`;
    const value = api.values[name];
    return (
      <NumberField
        label={labels[key]}
        description={t('config.attach.rangeHint', attachLimits[key])}
        minValue={attachLimits[key].min}
        maxValue={attachLimits[key].max}
        commitBehavior="validate"
        // Emptied, the field shows nothing (not 0) until the check asks for a value.
        value={value === '' || value === undefined ? Number.NaN : num(value)}
        onChange={(v) => api.setValue(name, Number.isNaN(v) ? '' : v)}
        errorMessage={api.errors[name]}
        isRequired
      />
    );
  };
  return (
    <ManagedForm
      formId="config:attach"
      rules={rules}
      load={load}
      submit={submit}
      submitLabel={t('config.saveAttach')}
      aria-label={t('config.tab.attach')}
    >
      {(api) => (
        <div className={layout.fields}>
          {limit('image_max_mb', api)}
          {limit('image_max_mp', api)}
          {limit('video_max_mb', api)}
          {limit('file_max_mb', api)}
          {limit('thumb_width', api)}
          {kinds.map((kind) => {
            const name = `cfg_attach_${kind}_exts`;
            const value = api.values[name];
            return (
              <div key={kind} className={layout.wide}>
                <CheckboxGroup
                  label={t(`config.attach.${kind}_exts`)}
                  value={Array.isArray(value) ? value.map(String) : []}
                  onChange={(v) => api.setValue(name, v)}
                  errorMessage={api.errors[name]}
                  description={kind === 'image' || kind === 'file' ? t('config.attach.svgNote') : undefined}
                >
                  {Object.keys(extensionCatalogue[kind]).map((ext) => (
                    <Checkbox key={ext} value={ext}>
                      {ext}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              </div>
            );
          })}
          <div className={styles.readOnly}>
            <span className={styles.label}>{t('config.attach.storage')}</span>
            <span>{storage ? t(`config.attach.storage.${storage}`) : '—'}</span>
            <span className={layout.muted}>{t('config.attach.storageHint')}</span>
          </div>
        </div>
      )}
    </ManagedForm>
  );
}

const techFields = [
  ['cfg_tech_site_url', 'config.tech.site_url', 'config.tech.siteHint'],
  ['cfg_tech_icp', 'config.tech.icp', 'config.tech.icpHint'],
  ['cfg_tech_police_record', 'config.tech.police_record', 'config.tech.policeHint'],
  ['cfg_tech_copyright', 'config.tech.copyright', null],
  ['cfg_tech_service_phone', 'config.tech.service_phone', 'config.brand.phoneHint'],
] as const;

function TechForm() {
  const t = useT();
  const load = async (): Promise<FormObject> => ({ ...(await readTechConfig()) });
  const submit = (values: FormObject) =>
    withFieldErrors(updateConfig(pick(values, [...techFields.map(([k]) => k), 'cfg_tech_site_api'])));
  return (
    <ManagedForm
      formId="config:tech"
      rules={{
        cfg_tech_copyright: { ...techCopyrightRule, label: t('config.tech.copyright') },
        cfg_tech_icp: { format: 'icp', label: t('config.tech.icp') },
        cfg_tech_police_record: { format: 'policeRecord', label: t('config.tech.police_record') },
        cfg_tech_service_phone: { format: 'phone', label: t('config.tech.service_phone') },
      }}
      load={load}
      submit={submit}
      submitLabel={t('config.saveTech')}
      aria-label={t('config.tab.tech')}
    >
      {(api) => (
        <div className={layout.fields}>
          {techFields.map(([name, label, hint]) => (
            <TextField
              key={name}
              {...api.text(name)}
              label={t(label)}
              description={hint ? t(hint) : undefined}
            />
          ))}
          <div className={layout.wide}>
            <Checkbox
              isSelected={api.values.cfg_tech_site_api !== false}
              onChange={(on) => api.setValue('cfg_tech_site_api', on)}
              aria-describedby="config-site-api-hint"
            >
              {t('config.tech.site_api')}
            </Checkbox>
            <p id="config-site-api-hint" className={layout.muted}>
              {t('config.tech.siteApiHint')}
            </p>
          </div>
        </div>
      )}
    </ManagedForm>
  );
}

const tabs = ['brand', 'attach', 'tech'] as const;
type TabKey = (typeof tabs)[number];

function Panel({ id, children }: { id: TabKey; children: ReactNode }) {
  // Kept mounted while another tab shows, so switching tabs never loses what was typed.
  return (
    <TabPanel id={id} shouldForceMount className={layout.panel}>
      {children}
    </TabPanel>
  );
}

/** /config/index (and /config/attach, which opens the attachment tab): the brand's settings as tabs. */
export default function ConfigIndex() {
  const t = useT();
  const [path] = useLocation();
  const [tab, setTab] = useState<TabKey>(path === '/config/attach' ? 'attach' : 'brand');
  return (
    <div className={styles.page}>
      <PageHeading className={layout.title}>{t('config.title')}</PageHeading>
      <p className={layout.muted}>{t('config.intro')}</p>
      <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(tabs.find((x) => x === k) ?? 'brand')}>
        <TabList aria-label={t('config.title')}>
          {tabs.map((k) => (
            <Tab key={k} id={k}>
              {t(`config.tab.${k}`)}
            </Tab>
          ))}
        </TabList>
        <Panel id="brand">
          <BrandForm />
        </Panel>
        <Panel id="attach">
          <AttachForm />
        </Panel>
        <Panel id="tech">
          <TechForm />
        </Panel>
      </Tabs>
    </div>
  );
}
