import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalMobile } from '../../contract/sms.ts';
import { setLocale } from '../i18n/i18n.ts';
import { checkForm } from './form-check.ts';
import { type FormObject, flattenObject, nameSegments, serialiseEntries } from './form-serialiser.ts';
import { dateToUnixSeconds, formatChecks, parseDateParts } from './format-checks.ts';
import { tallyRecipients } from './recipients.ts';

describe('form serialiser', () => {
  it('turns bracket names into nested objects and arrays', () => {
    const out = serialiseEntries([
      ['title', 'Spring'],
      ['seo[keywords]', 'tea'],
      ['seo[desc]', 'green'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
      ['items[0][id]', '7'],
      ['items[0][qty]', '2'],
      ['items[1][id]', '9'],
    ]);
    expect(out).toEqual({
      title: 'Spring',
      seo: { keywords: 'tea', desc: 'green' },
      tags: ['a', 'b'],
      items: [{ id: '7', qty: '2' }, { id: '9' }],
    });
  });

  it('checkbox groups are arrays even with one or no box checked', () => {
    expect(serialiseEntries([['role[]', '3']], ['role[]', 'flags'])).toEqual({ role: ['3'], flags: [] });
    expect(serialiseEntries([], ['role[]'])).toEqual({ role: [] });
    // Several boxes sharing a plain name collect their values.
    expect(
      serialiseEntries(
        [
          ['c', '1'],
          ['c', '2'],
        ],
        ['c'],
      ),
    ).toEqual({ c: ['1', '2'] });
  });

  it('reads a rendered form, checkbox groups included', async () => {
    const { serialiseForm } = await import('./form-serialiser.ts');
    document.body.innerHTML = `<form>
      <input name="name" value="Li">
      <input name="addr[city]" value="Hangzhou">
      <input type="checkbox" name="days" value="mon" checked>
      <input type="checkbox" name="days" value="tue">
      <input type="checkbox" name="tags[]" value="x">
    </form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    expect(serialiseForm(form)).toEqual({ name: 'Li', addr: { city: 'Hangzhou' }, days: ['mon'], tags: [] });
  });

  it('splits names into segments and keeps odd names whole', () => {
    expect(nameSegments('a')).toEqual(['a']);
    expect(nameSegments('a[b][]')).toEqual(['a', 'b', '']);
    expect(nameSegments('[a]')).toEqual(['[a]']);
    expect(nameSegments('a[b')).toEqual(['a[b']);
  });

  const key = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
  const leaf = fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
  const tree: fc.Arbitrary<FormObject> = fc.letrec<{ obj: FormObject; val: FormObject[string] }>((tie) => ({
    obj: fc.dictionary(key, tie('val'), { minKeys: 1, maxKeys: 4 }),
    val: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      tie('obj'),
      fc.array(fc.oneof(leaf, tie('obj')), { minLength: 1, maxLength: 3 }),
    ),
  })).obj;

  it('property: serialising the flattened form of any nested value gives the value back', () => {
    fc.assert(
      fc.property(tree, (obj) => {
        expect(serialiseEntries(flattenObject(obj))).toEqual(obj);
      }),
      { numRuns: 300 },
    );
  });
});

describe('format checks', () => {
  it('accepts and refuses the formats of docs/spec.md §5', () => {
    expect(formatChecks.int('-12')).toBe(true);
    expect(formatChecks.int('1.5')).toBe(false);
    expect(formatChecks.positiveInt('0')).toBe(false);
    expect(formatChecks.positiveInt('3')).toBe(true);
    expect(formatChecks.nonNegativeInt('0')).toBe(true);
    expect(formatChecks.nonNegativeInt('-1')).toBe(false);
    expect(formatChecks.negativeInt('-1')).toBe(true);
    expect(formatChecks.negativeInt('0')).toBe(false);
    expect(formatChecks.mobile('13812345678')).toBe(true);
    expect(formatChecks.mobile('12812345678')).toBe(false);
    expect(formatChecks.mobile('1381234567')).toBe(false);
    expect(formatChecks.email('a@b.cn')).toBe(true);
    expect(formatChecks.email('a@b')).toBe(false);
    expect(formatChecks.date('2024-02-29')).toBe(true);
    expect(formatChecks.date('2023-02-29')).toBe(false);
    expect(formatChecks.date('2024-01-31 23:59:59')).toBe(true);
    expect(formatChecks.date('2024-01-31 24:00:00')).toBe(false);
    expect(formatChecks.date('2024-1-3')).toBe(false);
  });

  it('property: integers classify by sign exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (n) => {
        const s = n.toString();
        expect(formatChecks.int(s)).toBe(true);
        expect(formatChecks.positiveInt(s)).toBe(n > 0n);
        expect(formatChecks.nonNegativeInt(s)).toBe(n >= 0n);
        expect(formatChecks.negativeInt(s)).toBe(n < 0n);
      }),
    );
  });

  it('property: a mobile number is 1, then 3-9, then nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,13}$/), (s) => {
        expect(formatChecks.mobile(s)).toBe(s.length === 11 && s[0] === '1' && Number(s[1]) >= 3);
      }),
    );
  });

  it('property: every real calendar date passes and converts to the same moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1971, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (d) => {
          const whole = new Date(
            d.getFullYear(),
            d.getMonth(),
            d.getDate(),
            d.getHours(),
            d.getMinutes(),
            d.getSeconds(),
          );
          const p = (n: number) => String(n).padStart(2, '0');
          const text = `${whole.getFullYear()}-${p(whole.getMonth() + 1)}-${p(whole.getDate())} ${p(whole.getHours())}:${p(whole.getMinutes())}:${p(whole.getSeconds())}`;
          expect(parseDateParts(text)).not.toBeNull();
          expect(dateToUnixSeconds(text)).toBe(Math.floor(whole.getTime() / 1000));
        },
      ),
    );
  });
});

describe('form check', () => {
  it('runs a check that reads the other fields with the others, so one try marks them all', () => {
    setLocale('en');
    const rules = {
      title: { required: true, label: 'Title' },
      at: {
        label: 'Time',
        check: (v: Record<string, unknown>) => (v.when === 'later' && !v.at ? 'Pick a time' : undefined),
      },
    };
    const r = checkForm({ title: '', when: 'later', at: '' }, rules);
    expect(r.ok ? {} : r.errors).toEqual({ title: 'Title is required', at: 'Pick a time' });
    expect(checkForm({ title: 'x', when: 'now', at: '' }, rules).ok).toBe(true);
  });

  it('fails with "form validation failed" and one message per failing field', () => {
    setLocale('en');
    const r = checkForm(
      { name: '', mobile: '123', password: 'abcdefgh', confirm: 'abcdefgX' },
      {
        name: { required: true, label: 'Name' },
        mobile: { format: 'mobile', label: 'Mobile' },
        password: { required: true, label: 'Password' },
        confirm: { compare: 'password', label: 'Confirm password' },
      },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toBe('Form validation failed');
    expect(r.errors).toEqual({
      name: 'Name is required',
      mobile: 'Mobile is not a valid mobile number',
      confirm: 'Confirm password does not match Password',
    });
  });

  it('passes and sends dates as unix seconds', () => {
    const r = checkForm(
      { start: '2024-03-01', note: '' },
      { start: { required: true, format: 'date' }, note: {} },
    );
    expect(r).toEqual({
      ok: true,
      values: { start: Math.floor(new Date(2024, 2, 1).getTime() / 1000), note: '' },
    });
  });

  it('in Chinese, sets a label in Latin letters apart by a space', () => {
    setLocale('zh-CN');
    const r = checkForm(
      { secret: '', keyId: 'x'.repeat(9), code: '' },
      {
        secret: { required: true, label: 'Secret' },
        keyId: { max: 8, label: 'AccessKey ID' },
        code: { required: true, label: '模板编号' },
      },
    );
    expect(r.ok ? null : r.errors).toEqual({
      secret: '请填写 Secret',
      keyId: 'AccessKey ID 最多 8 个字符',
      code: '请填写模板编号',
    });
    setLocale('en');
    const en = checkForm({ secret: '' }, { secret: { required: true, label: 'Secret' } });
    expect(en.ok ? null : en.errors).toEqual({ secret: 'Secret is required' });
  });

  it('reads a mobile as people type or paste it, and sends its digits', () => {
    const rules = { mobile: { required: true, format: 'mobile' as const, label: '手机' } };
    for (const typed of ['137 0000 0001', '137-0000-0001', '+86 137 0000 0001', ' 13700000001 '])
      expect(checkForm({ mobile: typed }, rules)).toEqual({ ok: true, values: { mobile: '13700000001' } });
    expect(checkForm({ mobile: '１３７ ００００ ０００１' }, rules)).toEqual({
      ok: true,
      values: { mobile: '13700000001' },
    });
    expect(checkForm({ mobile: '137 0000 001' }, rules).ok).toBe(false);
    // An optional mobile left empty stays empty.
    expect(checkForm({ mobile: '' }, { mobile: { format: 'mobile' } })).toEqual({
      ok: true,
      values: { mobile: '' },
    });
  });

  it('reads numbers and amounts typed in full-width digits as their half-width form', () => {
    const r = checkForm(
      { price: '１２９．５', stock: '３０', note: '１２' },
      {
        price: { decimal: { required: true, places: 2, min: '0', max: '99999999.99' }, label: '售价' },
        stock: { format: 'nonNegativeInt', label: '库存' },
        note: { label: '备注' },
      },
    );
    // A plain text keeps what was typed.
    expect(r).toEqual({ ok: true, values: { price: '129.50', stock: '30', note: '１２' } });
  });

  it('shows messages in the current language', () => {
    setLocale('zh-CN');
    const r = checkForm({ a: '' }, { a: { required: true, label: '名称' } });
    expect(r.ok ? null : r.message).toBe('表单验证失败');
    setLocale('en');
  });
});

describe('recipient tally', () => {
  it('counts valid, distinct mobiles as the server reads them, and keeps what it leaves out', () => {
    const t = tallyRecipients(
      ['13800138000', '+8613800138000', '138-0013-8001', '1380000', 'x'],
      normalMobile,
    );
    expect(t).toEqual({ going: 2, bad: ['1380000', 'x'], repeated: 1 });
  });
});
