import { useState } from 'react';
import type { SecretHint } from '../../../contract/sms.ts';
import {
  wxworkAesKeyLength,
  wxworkCorpIdPattern,
  wxworkSecretMax,
  wxworkTitleRule,
} from '../../../contract/wxwork.ts';
import { useT } from '../../i18n/use-t.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { textOf } from '../../lib/form-value.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import layout from '../../ui/layout.module.css';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CallbackUrl } from './callback-url.tsx';
import { addWxworkAccount, updateWxworkAccount, wxworkAccountDetail } from './wxwork.ts';

export interface WxworkAccountFormProps {
  id?: number;
  onSaved: () => void;
}

/**
 * An enterprise WeChat (WeCom) application: corp id, AgentId and Secret from the WeCom admin console,
 * and the callback Token and EncodingAESKey for receiving messages. The Secret is write-only: the form
 * never holds the saved one (the server answers whether it is set and how it ends).
 */
export function WxworkAccountForm({ id, onSaved }: WxworkAccountFormProps) {
  const t = useT();
  const editing = id !== undefined;
  const [stored, setStored] = useState<{ secret: SecretHint; callbackUrl: string } | null>(null);
  const rules: FieldRules = {
    title: { ...wxworkTitleRule, label: t('wxwork.title') },
    corpId: {
      required: true,
      max: 32,
      label: t('wxwork.corpId'),
      check: (v) => (wxworkCorpIdPattern.test(textOf(v.corpId)) ? undefined : t('wxwork.corpIdInvalid')),
    },
    agentId: { required: true, format: 'positiveInt', label: t('wxwork.agentId') },
    secret: { required: !editing, max: wxworkSecretMax, label: t('wxwork.secret') },
    token: { max: 32, label: t('wxwork.token') },
    encodingAesKey: { min: wxworkAesKeyLength, max: wxworkAesKeyLength, label: t('wxwork.aesKey') },
  };
  const load = editing
    ? async (): Promise<FormObject> => {
        const d = await wxworkAccountDetail(id);
        setStored({ secret: d.secret, callbackUrl: d.callbackUrl });
        return {
          title: d.title,
          corpId: d.corpId,
          agentId: String(d.agentId),
          secret: '',
          token: d.token,
          encodingAesKey: d.encodingAesKey,
        };
      }
    : undefined;
  const submit = async (v: FormObject) => {
    const body = {
      title: textOf(v.title),
      corpId: textOf(v.corpId),
      agentId: Number(textOf(v.agentId)),
      token: textOf(v.token),
      encodingAesKey: textOf(v.encodingAesKey),
    };
    if (!editing) return withFieldErrors(addWxworkAccount({ ...body, secret: textOf(v.secret) }));
    // Empty keeps the saved secret: it is never sent back to the browser to be sent again.
    return withFieldErrors(
      updateWxworkAccount({ id, ...body, ...(textOf(v.secret) ? { secret: textOf(v.secret) } : {}) }),
    );
  };
  const secretHint = stored?.secret.set
    ? stored.secret.unreadable
      ? t('wxwork.secretUnreadable')
      : stored.secret.endsWith
        ? t('wxwork.secretSetEnds', { end: stored.secret.endsWith })
        : t('wxwork.secretSet')
    : t('wxwork.secretHint');
  return (
    <ManagedForm
      formId={`wxwork:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'wxwork_account', id: Number(id) }}
      rules={rules}
      initialValues={
        editing
          ? undefined
          : { title: '', corpId: '', agentId: '', secret: '', token: '', encodingAesKey: '' }
      }
      load={load}
      submit={submit}
      onSaved={onSaved}
      aria-label={editing ? t('wxwork.editTitle') : t('wxwork.addTitle')}
    >
      {(api) => (
        <div className={layout.form}>
          <TextField
            {...api.text('title')}
            label={t('wxwork.title')}
            maxLength={wxworkTitleRule.max}
            autoFocus
          />
          <TextField
            {...api.text('corpId')}
            label={t('wxwork.corpId')}
            description={t('wxwork.corpIdHint')}
            autoComplete="off"
            spellCheck="false"
          />
          <TextField
            {...api.text('agentId')}
            label={t('wxwork.agentId')}
            inputMode="numeric"
            description={t('wxwork.agentIdHint')}
          />
          <TextField
            {...api.text('secret')}
            type="password"
            autoComplete="new-password"
            label={t('wxwork.secret')}
            description={secretHint}
          />
          <TextField
            {...api.text('token')}
            label={t('wxwork.token')}
            autoComplete="off"
            spellCheck="false"
            description={t('wxwork.tokenHint')}
          />
          <TextField
            {...api.text('encodingAesKey')}
            label={t('wxwork.aesKey')}
            autoComplete="off"
            spellCheck="false"
            description={t('wxwork.aesKeyHint', { n: wxworkAesKeyLength })}
          />
          {stored ? (
            <CallbackUrl url={stored.callbackUrl} />
          ) : (
            <p className={layout.muted}>{t('wxwork.callbackAfterSave')}</p>
          )}
        </div>
      )}
    </ManagedForm>
  );
}
