import { randomBytes } from 'node:crypto';
import { type OutboundPolicy, outboundFetch } from '../../outbound/outbound.ts';
import { DeliveryError, fetchFailure } from './delivery-error.ts';
import { canonicalQuery, hmacSha256, sha256Hex } from './provider-signing.ts';

/**
 * Aliyun Dysmsapi SendSms (2017-05-25), signed with ACS3-HMAC-SHA256 by hand (the SDK weighs
 * megabytes): https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature.
 * An RPC-style call: the parameters travel in the query string, the body is empty.
 */

export interface Acs3Request {
  method: 'GET' | 'POST';
  host: string;
  path: string;
  query: Record<string, string>;
  body: string;
  action: string;
  version: string;
  /** `2023-10-26T10:22:32Z`: UTC without milliseconds. */
  date: string;
  nonce: string;
}

export interface Acs3Signed {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  /** Every header the request must carry (Authorization among them), names lowercase. */
  headers: Record<string, string>;
}

export function signAcs3(request: Acs3Request, accessKeyId: string, accessKeySecret: string): Acs3Signed {
  const headers: Record<string, string> = {
    host: request.host,
    'x-acs-action': request.action,
    'x-acs-content-sha256': sha256Hex(request.body),
    'x-acs-date': request.date,
    'x-acs-signature-nonce': request.nonce,
    'x-acs-version': request.version,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery(request.query),
    names.map((n) => `${n}:${(headers[n] ?? '').trim()}\n`).join(''),
    signedHeaders,
    headers['x-acs-content-sha256'],
  ].join('\n');
  const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
  const signature = hmacSha256(accessKeySecret, stringToSign).toString('hex');
  headers.authorization = `ACS3-HMAC-SHA256 Credential=${accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, headers };
}

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** `https://dysmsapi.aliyuncs.com` in production; a local double in tests. */
  endpoint: string;
  timeoutMs: number;
  outbound: OutboundPolicy;
}

export interface AliyunSms {
  mobile: string;
  templateCode: string;
  params: Record<string, string>;
}

// Codes the provider answers when a retry later may pass (its own trouble or throttling of our account).
const temporaryCodes = new Set([
  'InternalError',
  'ServiceUnavailable',
  'Throttling',
  'Throttling.User',
  'SignatureNonceUsed',
]);

/** Sends one SMS; answers the provider's BizId or throws a DeliveryError. */
export async function sendAliyunSms(
  config: AliyunSmsConfig,
  sms: AliyunSms,
  now = new Date(),
): Promise<string> {
  const url = new URL(config.endpoint);
  const query = {
    PhoneNumbers: sms.mobile,
    SignName: config.signName,
    TemplateCode: sms.templateCode,
    TemplateParam: JSON.stringify(sms.params),
  };
  const signed = signAcs3(
    {
      method: 'POST',
      host: url.host,
      path: '/',
      query,
      body: '',
      action: 'SendSms',
      version: '2017-05-25',
      date: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      nonce: randomBytes(16).toString('hex'),
    },
    config.accessKeyId,
    config.accessKeySecret,
  );
  const { host: _host, ...headers } = signed.headers;
  let res: Response;
  let text: string;
  try {
    res = await outboundFetch(config.outbound, `${url.origin}/?${canonicalQuery(query)}`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    text = await res.text();
  } catch (error) {
    throw fetchFailure(error, config.timeoutMs);
  }
  let answer: { Code?: string; Message?: string; BizId?: string } = {};
  let shaped = false;
  try {
    answer = JSON.parse(text);
    shaped = typeof answer === 'object' && answer !== null;
  } catch {
    // A gateway's HTML page: judged by its status below, never shown.
  }
  if (!shaped) answer = {};
  if (res.status >= 500 || res.status === 429)
    throw new DeliveryError('temporary', `Aliyun HTTP ${res.status} ${answer.Code ?? ''}`.trim());
  if (answer.Code === 'OK' && answer.BizId) return answer.BizId;
  const code = answer.Code ?? `HTTP ${res.status}`;
  const kind = temporaryCodes.has(code) ? 'temporary' : 'permanent';
  throw new DeliveryError(kind, `Aliyun ${code}: ${(answer.Message ?? '').slice(0, 200)}`);
}
