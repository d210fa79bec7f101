import { type OutboundPolicy, outboundFetch } from '../../outbound/outbound.ts';
import { DeliveryError, fetchFailure } from './delivery-error.ts';
import { hmacSha256, sha256Hex } from './provider-signing.ts';

/**
 * Tencent Cloud SMS SendSms (2021-01-11), signed with TC3-HMAC-SHA256 by hand (the SDK weighs
 * megabytes): https://cloud.tencent.com/document/api/213/30654 ("签名方法 v3").
 */

export interface Tc3Request {
  host: string;
  service: string;
  /** JSON text exactly as sent. */
  payload: string;
  contentType: string;
  /** Unix seconds (`X-TC-Timestamp`); the credential's date is its UTC date. */
  timestamp: number;
}

export interface Tc3Signed {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  authorization: string;
}

export function signTc3(request: Tc3Request, secretId: string, secretKey: string): Tc3Signed {
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType}\nhost:${request.host}\n`,
    signedHeaders,
    sha256Hex(request.payload),
  ].join('\n');
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${request.timestamp}\n${scope}\n${sha256Hex(canonicalRequest)}`;
  const secretDate = hmacSha256(`TC3${secretKey}`, date);
  const secretService = hmacSha256(secretDate, request.service);
  const secretSigning = hmacSha256(secretService, 'tc3_request');
  const signature = hmacSha256(secretSigning, stringToSign).toString('hex');
  const authorization = `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization };
}

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  region: string;
  /** `https://sms.tencentcloudapi.com` in production; a local double in tests. */
  endpoint: string;
  timeoutMs: number;
  outbound: OutboundPolicy;
}

export interface TencentSms {
  /** E.164 (`+8613812345678`). */
  mobile: string;
  templateId: string;
  /** The template's values in the order of its placeholders (Tencent's templates number them). */
  params: string[];
}

interface TencentAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { SerialNo?: string; Code?: string; Message?: string }[];
  };
}

/** Sends one SMS; answers the provider's SerialNo or throws a DeliveryError. */
export async function sendTencentSms(
  config: TencentSmsConfig,
  sms: TencentSms,
  now = new Date(),
): Promise<string> {
  const url = new URL(config.endpoint);
  const contentType = 'application/json; charset=utf-8';
  const payload = JSON.stringify({
    PhoneNumberSet: [sms.mobile],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: sms.templateId,
    TemplateParamSet: sms.params,
  });
  const timestamp = Math.floor(now.getTime() / 1000);
  const signed = signTc3(
    { host: url.host, service: 'sms', payload, contentType, timestamp },
    config.secretId,
    config.secretKey,
  );
  let res: Response;
  let text: string;
  try {
    res = await outboundFetch(config.outbound, `${url.origin}/`, {
      method: 'POST',
      headers: {
        authorization: signed.authorization,
        'content-type': contentType,
        'x-tc-action': 'SendSms',
        'x-tc-version': '2021-01-11',
        'x-tc-timestamp': String(timestamp),
        'x-tc-region': config.region,
      },
      body: payload,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    throw fetchFailure(error, config.timeoutMs);
  }
  if (res.status >= 500 || res.status === 429)
    throw new DeliveryError('temporary', `Tencent HTTP ${res.status}`);
  let answer: TencentAnswer = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // Not the provider's answer (a proxy's page): its status only, never its body.
    throw new DeliveryError('permanent', `Tencent HTTP ${res.status}`);
  }
  const error = answer.Response?.Error;
  if (error) {
    const code = error.Code ?? 'Error';
    const temporary = code.startsWith('InternalError') || code === 'RequestLimitExceeded';
    throw new DeliveryError(
      temporary ? 'temporary' : 'permanent',
      `Tencent ${code}: ${(error.Message ?? '').slice(0, 200)}`,
    );
  }
  const status = answer.Response?.SendStatusSet?.[0];
  if (status?.Code === 'Ok' && status.SerialNo) return status.SerialNo;
  throw new DeliveryError(
    'permanent',
    `Tencent ${status?.Code ?? 'no status'}: ${(status?.Message ?? '').slice(0, 200)}`,
  );
}
