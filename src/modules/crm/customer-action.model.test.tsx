import '../../../tests/support/kit-dom.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../contract/customer.ts';
import type { AddResult } from '../../../contract/envelope.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../../tests/support/production-walk.ts';
import { ApiError } from '../../services/http.ts';
import { configureHttp } from '../../services/http-config.ts';
import { customerActionMachine } from './customer-action.machine.ts';

// The customer action dialogs' machine walked through the customer list's bulk Assign against the real
// server. The client project shares one server across files: this file works in Second Brand (brand 2),
// whose claim limit it sets to 1 for its run (and restores), so a refusal is the real one with its
// numbers. Two members of its own: one who already owns a customer (an assign to them is refused) and
// one who owns none. Each path adds its own customer (owned by admin) and marks it lost afterwards, so
// every path starts with the same counts.
const tag = `ca${Date.now().toString(36)}`;
const brandId = 2;
const full = `${tag}满`;
const free = `${tag}空`;
// The server's words for an assign to `full` (zh-CN, the console's default language).
const limitRefusal = '每人最多拥有 1 个客户，该成员已有 1 个，本次只能再分配 0 个';
const networkFault = 'API 连接异常';
let token = '';
let limitBefore = 500;
const lostIds: number[] = [];

const mobile = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function addCustomer(name: string, ownerId?: number): Promise<number> {
  const r = await call<AddResult>(
    '/crm/customer/add.html',
    { name, mobile: mobile(), ...(ownerId ? { ownerId } : {}) },
    token,
    brandId,
  );
  expect(r.code, r.message).toBe(0);
  return Number(r.data.id);
}

async function addMember(realName: string, roleId: number): Promise<number> {
  const userName = `${tag}_${lostIds.length}_${Math.random().toString(36).slice(2, 6)}`;
  const added = await call<{ id: number }>(
    '/brand/adminuser/add.html',
    { userName, realName, password: 'secret-123', confirmPassword: 'secret-123', roleId },
    token,
    brandId,
  );
  expect(added.code, added.message).toBe(0);
  return added.data.id;
}

// A request dropped on the way (the network): the http layer's transport, switched per call by the walk.
const realFetch = globalThis.fetch;
let dropping = false;
const transport: typeof fetch = (input, init) =>
  dropping ? Promise.reject(new TypeError('fetch failed')) : realFetch(input, init);

beforeAll(async () => {
  token = (await signIn('admin', 'admin123', brandId)).token;
  const config = await call<{ crm_claim_limit: number }>(
    '/crm/customer/config_detail.html',
    {},
    token,
    brandId,
  );
  limitBefore = config.data.crm_claim_limit;
  const role = await call<{ id: number }>('/brand/role/add.html', { title: `${tag} role` }, token, brandId);
  expect(role.code, role.message).toBe(0);
  const fullId = await addMember(full, role.data.id);
  await addMember(free, role.data.id);
  // `full` owns one customer before the limit comes down to one.
  await addCustomer(`${tag}已有`, fullId);
  const limit = await call('/crm/customer/config_update.html', { crm_claim_limit: 1 }, token, brandId);
  expect(limit.code, limit.message).toBe(0);
});

afterAll(async () => {
  await call('/crm/customer/config_update.html', { crm_claim_limit: limitBefore }, token, brandId);
});

type User = ReturnType<typeof userEvent.setup>;

const dialogName = '分配 1 位客户';
const dialog = () => screen.queryByRole('dialog', { name: dialogName });

async function chooseOwner(user: User, name: string) {
  const d = dialog() as HTMLElement;
  const trigger = within(d).getByRole('button', { name: /分配给/ });
  if (trigger.textContent?.includes(name)) return;
  await user.click(trigger);
  await user.click(await screen.findByRole('option', { name }));
}

describe('customer action machine through the customer list’s bulk Assign, against the real server', () => {
  it('walks every state and transition: refused with the claim limit, a dropped request, done, cancel', async () => {
    const pm = productionModel(customerActionMachine, {
      events: [
        { type: 'action.submit' },
        { type: 'action.cancel' },
        { type: 'xstate.done.actor.run' },
        { type: 'xstate.error.actor.run', error: new ApiError(limitRefusal, 1) },
        { type: 'xstate.error.actor.run', error: new ApiError(networkFault, 0) },
      ],
      // Which answer came is the state; what it said is the message.
      project: (s) => ({ value: s.value, error: s.context.error }),
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const name = `${tag}客${paths.indexOf(path)}`;
      const id = await addCustomer(name);
      const { user } = await openConsole(
        `#/crm/customer/list?keyword=${encodeURIComponent(name)}`,
        'admin',
        'admin123',
        brandId,
      );
      configureHttp({ fetch: transport });
      const grid = await screen.findByRole('grid', { name: '客户' });
      const row = await waitFor(() => {
        const found = within(grid)
          .getAllByRole('row')
          .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }));
        if (!found) throw new Error(`no row ${name}`);
        return found;
      });
      await user.click(within(row).getByRole('checkbox'));
      const assign = screen.getByRole('button', { name: '分配' });
      await user.click(assign);
      await screen.findByRole('dialog', { name: dialogName });
      let cancels = 0;
      await walk(pm, path, {
        async exec(event: WalkEvent, { next }) {
          switch (event.type) {
            case 'action.submit': {
              const refused = next?.type === 'xstate.error.actor.run' && next.error instanceof ApiError;
              const fault = refused && (next.error as ApiError).retryable;
              await chooseOwner(user, refused && !fault ? full : free);
              dropping = fault;
              await user.click(within(dialog() as HTMLElement).getByRole('button', { name: '分配' }));
              return;
            }
            case 'action.cancel': {
              // Each way out in turn: the Cancel button, Escape, the corner close button.
              const way = cancels % 3;
              cancels += 1;
              const d = dialog() as HTMLElement;
              if (way === 0) await user.click(within(d).getByRole('button', { name: '取消' }));
              else if (way === 1) await user.keyboard('{Escape}');
              else await user.click(within(d).getByRole('button', { name: '关闭' }));
              return;
            }
            // The server (or the dropped request) answers by itself.
            case 'xstate.done.actor.run':
            case 'xstate.error.actor.run':
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        // The call runs at the server's pace: `sending` is passed through, not stopped in.
        observe: (s) => !s.hasTag('busy'),
        async check(s: Snapshot) {
          dropping = false;
          const ended = s.status === 'done';
          if (ended) {
            await waitFor(() => expect(dialog()).toBeNull());
          } else {
            const d = dialog() as HTMLElement;
            expect(d).toBeTruthy();
            const alert = within(d).queryByRole('alert');
            // The call's own message, in the dialog where the user acted; it never closes on a failure.
            expect(alert?.textContent ?? '').toBe(s.context.error);
            const confirm = within(d).getByRole('button', { name: '分配' });
            // Never disabled (Tab reaches it; pressed with no owner it says so at the field); after a
            // failure the choice stays, to keep or change.
            expect(confirm.hasAttribute('disabled')).toBe(false);
            if (s.hasTag('error')) expect(d.contains(document.activeElement)).toBe(true);
          }
          const detail = await call<CustomerDetail>('/crm/customer/detail.html', { id }, token, brandId);
          // Only a call that went through changed the owner: to the member with room.
          expect(detail.data.owner?.name).toBe(s.matches('done') ? free : '管理员');
          if (s.matches('done')) {
            // One customer: the toast names them.
            await screen.findByText(`已重新分配 ${name}`);
            // The reload cleared the selection, so Assign is disabled: focus goes to the table, not the page.
            await waitFor(() =>
              expect(screen.getByRole('grid', { name: '客户' }).contains(document.activeElement)).toBe(true),
            );
          }
          if (s.matches('cancelled')) {
            // Focus goes back to the bulk action that opened the dialog.
            await waitFor(() => expect(document.activeElement).toBe(assign));
          }
        },
      });
      cleanup();
      dropping = false;
      const lost = await call('/crm/customer/lose.html', { id, reason: 'walked' }, token, brandId);
      expect(lost.code, lost.message).toBe(0);
      lostIds.push(id);
    }
    const coverage = fileCoverage(customerActionMachine, paths.length);
    // 6/6 states, 9/9 transitions, in 6 paths.
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 600_000);
});
