import './notify.strings.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';

/** Template variables a manager meets in the seeded and usual templates, named in words. */
const known = ['name', 'company', 'order', 'code', 'brand', 'reason', 'month'] as const;
type Known = (typeof known)[number];
const isKnown = (v: string): v is Known => (known as readonly string[]).includes(v);

/**
 * A template variable as a manager reads it (`order` → 订单号, `name` → 收件人姓名): the form's
 * fields and the preview say these words, never `{order}`. A variable of no known meaning is named
 * by its place in the template ("模板中“x”处的内容"), the one thing a manager can match.
 */
export function useVariableWords(): (variable: string) => string {
  const t = useT();
  return (v) => {
    if (isKnown(v)) {
      const key: MessageKey = `notify.var.${v}`;
      return t(key);
    }
    return t('notify.var.other', { name: v });
  };
}
