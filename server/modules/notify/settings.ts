/**
 * Where SMS and e-mail go and how long a provider may take. Production uses the providers' own
 * endpoints; tests and the bench point them at local doubles (an SMS double, an SMTP sink).
 */
export interface NotifySettings {
  aliyunEndpoint: string;
  tencentEndpoint: string;
  /** One provider call; past it a sent request's outcome is unknown. Below the queue's expiry. */
  smsTimeoutMs: number;
  /** One SMTP conversation (connect, greeting, each command). Below the queue's expiry. */
  smtpTimeoutMs: number;
  /** Whether to accept an SMTP server's self-signed certificate (a local sink in tests). */
  smtpAllowSelfSigned: boolean;
  /**
   * How long a delivering process keeps a brand's settings before reading them again: a batch of
   * 10,000 reads them a few times, and a change reaches every process within this time.
   */
  configCacheMs: number;
}

export const defaultNotifySettings: NotifySettings = {
  aliyunEndpoint: 'https://dysmsapi.aliyuncs.com',
  tencentEndpoint: 'https://sms.tencentcloudapi.com',
  smsTimeoutMs: 15_000,
  smtpTimeoutMs: 30_000,
  smtpAllowSelfSigned: false,
  configCacheMs: 2000,
};
