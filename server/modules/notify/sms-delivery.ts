import type { Job } from '../../jobs/job-queue.ts';
import { sendAliyunSms } from './aliyun-sms.ts';
import { DeliveryError } from './delivery-error.ts';
import { finishFailed, interruptedNote, messageWrites } from './message-writes.ts';
import { paramPairs, smsConfigOf, smsSecretPurpose } from './sms-config.ts';
import { sendTencentSms } from './tencent-sms.ts';
import type { DeliveryDeps } from './workers.ts';

export interface SmsJob {
  messageId: number;
}

/**
 * Delivers one SMS (a job of `sms.send`). The message row is the truth: a job for a message that is
 * no longer queued (sent, failed, unknown) does nothing, so a job run twice sends once. A message
 * found `sending` was in flight when its process died: it is sent again (its note says so), since
 * nothing tells whether the provider got it; `attempts` counts every try.
 */
export function smsDelivery(deps: DeliveryDeps) {
  const configs = new Map<number, { at: number; value: Awaited<ReturnType<typeof smsConfigOf>> }>();
  const configOf = async (brandId: number) => {
    const cached = configs.get(brandId);
    if (cached && Date.now() - cached.at < deps.notify.configCacheMs) return cached.value;
    const value = await smsConfigOf(deps.db, brandId);
    configs.set(brandId, { at: Date.now(), value });
    return value;
  };

  const writes = messageWrites(
    deps.db,
    'sms_messages',
    'm.id, m.brand_id, m.mobile, m.text, m.template_code, m.params',
  );
  return async (job: Job<SmsJob>) => {
    const claimed = await writes.claim(job.data.messageId);
    if (!claimed) return;
    const id = Number(claimed.id);
    const brandId = Number(claimed.brand_id);
    const note = claimed.was === 'sending' ? interruptedNote : '';
    try {
      const config = await configOf(brandId);
      const mobile = String(claimed.mobile);
      const params = paramPairs(claimed.params);
      let providerId: string;
      if (config.provider === 'aliyun' || config.provider === 'tencent') {
        const secret = config.accessKeySecret
          ? deps.secrets.open(config.accessKeySecret, smsSecretPurpose(brandId))
          : null;
        if (secret === null)
          throw new DeliveryError(
            'permanent',
            'the provider secret is missing or unreadable: enter it again in the SMS settings',
          );
        providerId =
          config.provider === 'aliyun'
            ? await sendAliyunSms(
                {
                  accessKeyId: config.accessKeyId,
                  accessKeySecret: secret,
                  signName: config.signName,
                  endpoint: deps.notify.aliyunEndpoint,
                  timeoutMs: deps.notify.smsTimeoutMs,
                  outbound: deps.outbound,
                },
                { mobile, templateCode: String(claimed.template_code), params: Object.fromEntries(params) },
              )
            : await sendTencentSms(
                {
                  secretId: config.accessKeyId,
                  secretKey: secret,
                  sdkAppId: config.sdkAppId,
                  signName: config.signName,
                  region: config.region,
                  endpoint: deps.notify.tencentEndpoint,
                  timeoutMs: deps.notify.smsTimeoutMs,
                  outbound: deps.outbound,
                },
                {
                  mobile: `+86${mobile}`,
                  templateId: String(claimed.template_code),
                  params: params.map(([, v]) => v),
                },
              );
      } else {
        // The log provider: the rendered text is on the row; it counts as sent (the offline demo).
        providerId = `log-${id}`;
      }
      // A note that it was resent stays: it may have reached the phone twice.
      await writes.finish({ id, status: 'sent', providerId, reason: note });
    } catch (error) {
      const failure =
        error instanceof DeliveryError
          ? error
          : new DeliveryError('temporary', error instanceof Error ? error.message : String(error));
      await finishFailed(writes, id, failure, job.lastAttempt);
    }
  };
}
