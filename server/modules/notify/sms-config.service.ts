import type { z } from 'zod';
import { type SmsConfig, type SmsProvider, type smsConfigBody, smsProviders } from '../../../contract/sms.ts';
import type { AppDeps } from '../../context.ts';
import { recordChange } from '../../kit/change.ts';
import { refuse } from '../../kit/policy.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { secretHint } from '../../secrets.ts';
import { smsConfigs } from './notify.tables.ts';
import type { NotifyCaller } from './notify-caller.ts';
import { beforeOf } from './notify-change.ts';
import { smsConfigRefusal } from './sms.policy.ts';
import { smsConfigOf, smsSecretPurpose } from './sms-config.ts';

/**
 * The brand's SMS settings (docs/decisions/server-layout.md, "A service per resource"): read with the
 * secret only hinted, saved with the change recorded in the same transaction.
 */

const isProvider = (v: string): v is SmsProvider => smsProviders.some((p) => p === v);

/** The settings as the form shows them: the secret only as a hint that one is kept. */
export async function smsConfigDetail(deps: AppDeps, me: NotifyCaller): Promise<SmsConfig> {
  const row = await smsConfigOf(deps.db, me.brandId);
  return {
    provider: isProvider(row.provider) ? row.provider : 'log',
    accessKeyId: row.accessKeyId,
    accessKeySecret: secretHint(deps.secrets, row.accessKeySecret, smsSecretPurpose(me.brandId)),
    sdkAppId: row.sdkAppId,
    signName: row.signName,
    region: row.region,
    perMinute: row.perMinute,
    perDay: row.perDay,
  };
}

/** Saves the settings; a provider that would send is refused without what it needs to. */
export async function updateSmsConfig(
  deps: AppDeps,
  me: NotifyCaller,
  body: z.output<typeof smsConfigBody>,
): Promise<void> {
  const { db, secrets } = deps;
  const current = await smsConfigOf(db, me.brandId);
  const purpose = smsSecretPurpose(me.brandId);
  // A kept secret signs only for the account it was entered with: another provider, key id or
  // application needs it typed again (the log provider sends nothing anywhere).
  const secret = nextSecret(secrets, {
    field: 'accessKeySecret',
    typed: body.accessKeySecret,
    current: current.accessKeySecret,
    purpose,
    readdressed:
      body.provider !== 'log' &&
      (current.provider !== body.provider ||
        (body.accessKeyId ?? current.accessKeyId) !== current.accessKeyId ||
        (body.provider === 'tencent' && (body.sdkAppId ?? current.sdkAppId) !== current.sdkAppId)),
  });
  const next = {
    provider: body.provider,
    accessKeyId: body.accessKeyId ?? current.accessKeyId,
    accessKeySecret: secret,
    sdkAppId: body.sdkAppId ?? current.sdkAppId,
    signName: body.signName ?? current.signName,
    region: body.region ?? current.region,
    perMinute: body.perMinute ?? current.perMinute,
    perDay: body.perDay ?? current.perDay,
  };
  refuse(smsConfigRefusal({ ...next, hasSecret: secret !== null && secrets.open(secret, purpose) !== null }));
  await db.transaction(async (tx) => {
    await tx
      .insert(smsConfigs)
      .values({ brandId: me.brandId, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: smsConfigs.brandId, set: { ...next, updatedAt: new Date() } });
    // The record says a secret changed, never what it is.
    const { accessKeySecret: _secret, ...plain } = next;
    await recordChange(tx, me, {
      action: 'update',
      entity: 'sms_config',
      payload: { ...plain, accessKeySecret: secretChange(body.accessKeySecret) },
      subject: 'SMS',
      before: beforeOf(current, plain),
      after: plain,
    });
  });
}
