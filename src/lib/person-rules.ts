import {
  emailRule,
  enteredPasswordRule,
  mobileRule,
  passwordRule,
  realNameRule,
} from '../../contract/field-rules.ts';
import type { FieldRules } from './form-check.ts';

/** A person's name, mobile and e-mail, checked by the server's own rules, with the form's labels. */
export function profileRules(label: { realName: string; mobile: string; email: string }): FieldRules {
  return {
    realName: { ...realNameRule, label: label.realName },
    mobile: { ...mobileRule, label: label.mobile },
    email: { ...emailRule, label: label.email },
  };
}

/** A new password and its repeat (which must match it), as `NewPasswordFields` shows them. */
export function newPasswordRules(label: string, confirmLabel: string): FieldRules {
  return {
    password: { ...passwordRule, label },
    confirmPassword: { ...enteredPasswordRule, compare: 'password', label: confirmLabel },
  };
}
