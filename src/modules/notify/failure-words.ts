import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * A failed or unknown message's reason is the provider's own (an Aliyun or Tencent code, an SMTP reply)
 * or the server's note in English, kept as it came for whoever asks the provider. The log says the
 * common ones in the user's words beside it. Credentials before signatures: Aliyun's
 * `SignatureDoesNotMatch` is a wrong key, not the SMS signature.
 */
const known: readonly [RegExp, MessageKey][] = [
  [/InvalidAccessKeyId|SignatureDoesNotMatch|AuthFailure|\bEAUTH\b|^535\b/i, 'notify.why.credentials'],
  [/MOBILE_NUMBER_ILLEGAL|IncorrectPhoneNumber|InvalidPhoneNumber/i, 'notify.why.badNumber'],
  [/AMOUNT_NOT_ENOUGH|InsufficientBalance|Arrears/i, 'notify.why.balance'],
  [/LIMIT_CONTROL|PhoneNumber\w*Limit/i, 'notify.why.providerLimit'],
  [/SIGNATURE_ILLEGAL|SIGN_NAME_ILLEGAL|SignatureIncorrectOrUnapproved/i, 'notify.why.signName'],
  [
    /TEMPLATE_ILLEGAL|TEMPLATE_MISSING_PARAMETERS|TemplateIncorrectOrUnapproved|TemplateParameter/i,
    'notify.why.template',
  ],
  [/\b5\.1\.\d\b|Mailbox unavailable|User unknown|No such user/i, 'notify.why.noMailbox'],
  [/may have sent it|may have taken the message|connection broke/i, 'notify.why.maybeSent'],
  [/cannot reach the provider/i, 'notify.why.unreachable'],
];

/** The user's words for a delivery failure's reason, or null for one the console does not know. */
export function failureWords(reason: string): MessageKey | null {
  if (reason === '') return null;
  return known.find(([pattern]) => pattern.test(reason))?.[1] ?? null;
}
