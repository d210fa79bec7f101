import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddResult } from '../../../../contract/envelope.ts';
import { apiUrl, call, openConsole, signIn } from '../../../../tests/support/console-session.tsx';
import { description } from '../../../../tests/support/described.ts';
import { setLocale } from '../../../i18n/i18n.ts';

// One place per message: a refusal about a field is said at that field and read once (focus lands on
// it), a refusal that is the dialog's is said in the dialog's banner, and neither is toasted over it.
// The customer drawer against the real server; names carry this run's tag, mobiles are random.
const tag = `ro${Date.now().toString(36)}`;
const long = 120_000;
let token = '';

afterAll(() => setLocale('zh-CN'));
beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function addCustomer(name: string, phone: string): Promise<number> {
  const r = await call<AddResult>('/crm/customer/add.html', { name, mobile: phone }, token);
  expect(r.code).toBe(0);
  return Number(r.data.id);
}

/** Every element a screen reader speaks on its own when its text changes. */
const liveRegions = () =>
  Array.from(
    document.querySelectorAll<HTMLElement>(
      '[role="alert"], [role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"]',
    ),
  );

/** How many elements show exactly this text (a leaf: nested wrappers are not counted twice). */
const shownTimes = (text: string) =>
  Array.from(document.body.querySelectorAll('*')).filter(
    (el) =>
      el.textContent?.trim() === text && !Array.from(el.children).some((c) => c.textContent?.trim() === text),
  ).length;

// An open dialog hides the rest of the page from the accessibility tree, the toasts included.
const toastRegion = (name: string) => screen.getByRole('region', { name, hidden: true });

describe('a refusal is said once, where it belongs', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    const w =
      lang === 'en'
        ? { list: 'Customers', add: 'Add customer', name: /^Name/, mobile: /^Mobile/, submit: 'Add' }
        : { list: '客户列表', add: '新增客户', name: /^客户名称/, mobile: /^手机号/, submit: '添加' };
    const notifications = lang === 'en' ? 'Notifications' : '通知';

    it(
      `${lang}: a taken mobile is said at the field only: no toast, no banner, read once on focus`,
      async () => {
        const phone = mobile();
        const holder = `${tag}${lang}占`;
        await addCustomer(holder, phone);
        setLocale(lang);
        const { user } = await openConsole(`#/crm/customer/list?keyword=${tag}`);
        await screen.findByRole('heading', { name: w.list, level: 1 });
        await user.click(await screen.findByRole('button', { name: w.add }));
        const drawer = await screen.findByRole('dialog', { name: w.add });
        await user.type(within(drawer).getByLabelText(w.name), `${tag}${lang}新`);
        const field = within(drawer).getByLabelText(w.mobile);
        await user.type(field, phone);
        await user.click(within(drawer).getByRole('button', { name: w.submit }));

        const said =
          lang === 'en'
            ? `The mobile ${phone} is already used by customer "${holder}"`
            : `手机号 ${phone} 已被客户“${holder}”使用`;
        await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
        // At the field, and only there.
        expect(shownTimes(said)).toBe(1);
        expect(within(drawer).queryByRole('alert')).toBeNull();
        expect(within(toastRegion(notifications)).queryByText(said)).toBeNull();
        // Heard once: focus lands on the field, which reads the message as its description, and no
        // live region says it as well.
        await waitFor(() => expect(document.activeElement).toBe(field));
        expect(description(field)).toBe(said);
        expect(liveRegions().filter((r) => r.textContent?.includes(said))).toEqual([]);
        // Nothing was toasted over the drawer: no error and no success. (An info toast announcing an
        // inbox message may arrive meanwhile: another file's send on the shared server that failed.)
        const toasts = Array.from(toastRegion(notifications).querySelectorAll('[data-tone]'));
        expect(
          toasts.filter((t) => t.getAttribute('data-tone') !== 'info').map((t) => t.textContent),
        ).toEqual([]);
      },
      long,
    );
  }

  it(
    "a refusal that is the dialog's own is said in its banner, once, with no toast",
    async () => {
      setLocale('zh-CN');
      const name = `${tag}删`;
      const id = await addCustomer(name, mobile());
      const { user } = await openConsole(`#/crm/customer/list?keyword=${encodeURIComponent(name)}`);
      await screen.findByRole('heading', { name: '客户列表', level: 1 });
      await user.click(await screen.findByRole('button', { name: `编辑客户“${name}”` }));
      const drawer = await screen.findByRole('dialog', { name: `编辑客户“${name}”` });
      const remark = await within(drawer).findByLabelText(/^备注/);
      await user.type(remark, '改一下');
      // Someone deletes the customer while the drawer is open: the save is refused, about no field.
      const del = await fetch(`${apiUrl}/crm/customer/del.html?id=${id}`, {
        headers: { Authorization: `Bearer ${token}`, BrandId: '1' },
      });
      expect(((await del.json()) as { code: number }).code).toBe(0);
      await user.click(within(drawer).getByRole('button', { name: '保存' }));

      const said = `客户不存在（id ${id}）`;
      const banner = await within(drawer).findByRole('alert');
      expect(banner.textContent).toBe(said);
      expect(shownTimes(said)).toBe(1);
      expect(within(toastRegion('通知')).queryByText(said)).toBeNull();
      expect(liveRegions().filter((r) => r.textContent?.includes(said))).toEqual([banner]);
    },
    long,
  );
});
