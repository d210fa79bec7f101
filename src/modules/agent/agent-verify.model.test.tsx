import '../../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentItem } from '../../../contract/agent.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import { deferred } from '../../../tests/support/deferred.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../../tests/support/production-walk.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { type AgentVerifyContext, agentVerifyMachine, type DecisionOutcome } from './agent-verify.machine.ts';
import { AgentVerifyView } from './agent-verify-view.tsx';

afterEach(cleanup);

function applicant(id: number, name: string): AgentItem {
  return {
    id,
    name,
    mobile: `1380013800${id}`,
    company: `${name} Trading`,
    address: { areaId: 0, lat: null, lng: null, province: '', city: '', district: '', address: '' },
    idCard: `4403**********000${id}`,
    licenceImages: [{ fileurl: `/uploads/1/licence-${id}.png`, title: `${name} licence` }],
    groupId: null,
    groupTitle: '',
    level: null,
    status: 'pending',
    rejectReason: id === 3 ? 'Blurred photo' : '',
    verifiedBy: null,
    verifiedAt: null,
    remark: '',
    createdAt: `2026-11-0${id}T08:00:00.000Z`,
    updatedAt: `2026-11-0${id}T08:00:00.000Z`,
  };
}

const [wu, zheng, huang] = [applicant(1, 'Wu'), applicant(2, 'Zheng'), applicant(3, 'Huang')] as [
  AgentItem,
  AgentItem,
  AgentItem,
];
/** What the server answers for the queue: three waiting, two after one was decided, or none. */
const answers: ListResult<AgentItem>[] = [
  { list: [wu, zheng, huang], total: 3, page: 1, pageSize: 20 },
  { list: [zheng, huang], total: 2, page: 1, pageSize: 20 },
  { list: [], total: 0, page: 1, pageSize: 20 },
];
const fault = new Error('API error 500');
const refusal = Object.assign(new Error('"Wu" is not a pending application (now: passed)'), {
  retryable: false,
});
const decided: DecisionOutcome = { message: 'Passed 1 application(s)' };

describe('agent verification machine through the verification screen', () => {
  it('walks every state and transition of the production agentVerify machine', async () => {
    setLocale('en');
    const pm = productionModel(agentVerifyMachine, {
      events: (s) => {
        const ctx = s.context as AgentVerifyContext;
        const out: WalkEvent[] = [
          ...answers.map((output) => ({ type: 'xstate.done.actor.loadQueue', output })),
          { type: 'xstate.error.actor.loadQueue', error: fault },
          { type: 'xstate.done.actor.passAgents', output: decided },
          { type: 'xstate.error.actor.passAgents', error: fault },
          { type: 'xstate.error.actor.passAgents', error: refusal },
          { type: 'xstate.done.actor.rejectAgent', output: { message: 'Application rejected' } },
          { type: 'xstate.error.actor.rejectAgent', error: fault },
          { type: 'xstate.error.actor.rejectAgent', error: refusal },
          { type: 'xstate.done.actor.passSelected', output: { message: 'Passed 2 application(s)' } },
          { type: 'xstate.error.actor.passSelected', error: fault },
          { type: 'xstate.error.actor.passSelected', error: refusal },
          { type: 'verify.pass' },
          { type: 'verify.reject' },
          { type: 'verify.reason', text: ctx.reason === '' ? 'Blurred photo' : '' },
          { type: 'verify.confirmReject' },
          { type: 'verify.passSelected' },
          { type: 'verify.confirmBulk' },
          { type: 'verify.cancel' },
          { type: 'verify.retry' },
          { type: 'verify.reload' },
        ];
        for (const a of ctx.queue) if (a.id !== ctx.openId) out.push({ type: 'verify.open', id: a.id });
        const ids = ctx.queue.slice(0, 2).map((a) => a.id);
        out.push({ type: 'verify.select', ids: ctx.selection.length === 0 ? ids : [] });
        return out;
      },
    });
    const paths = transitionCover(pm);
    for (const path of paths) {
      const user = userEvent.setup();
      const loads: ReturnType<typeof deferred<ListResult<AgentItem>>>[] = [];
      const passes: { ids: number[]; settle: ReturnType<typeof deferred<DecisionOutcome>> }[] = [];
      const rejects: { id: number; reason: string; settle: ReturnType<typeof deferred<DecisionOutcome>> }[] =
        [];
      const source = {
        loadQueue: () => {
          const d = deferred<ListResult<AgentItem>>();
          loads.push(d);
          return d.promise;
        },
        pass: (ids: number[]) => {
          const settle = deferred<DecisionOutcome>();
          passes.push({ ids, settle });
          return settle.promise;
        },
        reject: (id: number, reason: string) => {
          const settle = deferred<DecisionOutcome>();
          rejects.push({ id, reason, settle });
          return settle.promise;
        },
      };
      render(
        <ToastProvider>
          <AgentVerifyView source={source} may={{ pass: true, reject: true }} />
        </ToastProvider>,
      );
      const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
      const dialog = () => screen.queryByRole('dialog');
      await walk(pm, path, {
        async exec(event, { before }) {
          const ctx = before.context as AgentVerifyContext;
          switch (event.type) {
            case 'xstate.done.actor.loadQueue':
              await act(async () => loads.at(-1)?.resolve(event.output as ListResult<AgentItem>));
              return;
            case 'xstate.error.actor.loadQueue':
              await act(async () => loads.at(-1)?.reject(event.error));
              return;
            case 'xstate.done.actor.passAgents':
            case 'xstate.done.actor.passSelected': {
              await act(async () => passes.at(-1)?.settle.resolve(event.output as DecisionOutcome));
              expect(await screen.findByText((event.output as DecisionOutcome).message)).toBeTruthy();
              return;
            }
            case 'xstate.error.actor.passAgents':
            case 'xstate.error.actor.passSelected':
              await act(async () => passes.at(-1)?.settle.reject(event.error));
              return;
            case 'xstate.done.actor.rejectAgent':
              await act(async () => rejects.at(-1)?.settle.resolve(event.output as DecisionOutcome));
              expect(await screen.findByText('Application rejected')).toBeTruthy();
              return;
            case 'xstate.error.actor.rejectAgent':
              await act(async () => rejects.at(-1)?.settle.reject(event.error));
              return;
            case 'verify.open': {
              const name = ctx.queue.find((a) => a.id === event.id)?.name ?? '';
              await user.click(within(rowOf(name)).getByText(name));
              return;
            }
            case 'verify.select': {
              const want = new Set(event.ids as number[]);
              for (const a of ctx.queue)
                if (want.has(a.id) !== ctx.selection.includes(a.id))
                  await user.click(within(rowOf(a.name)).getByRole('checkbox'));
              return;
            }
            case 'verify.pass': {
              await user.click(screen.getByRole('button', { name: 'Pass' }));
              expect(passes.at(-1)?.ids).toEqual([ctx.openId]);
              return;
            }
            case 'verify.reject':
              await user.click(screen.getByRole('button', { name: 'Reject' }));
              // The reason box takes focus, ready to type.
              await waitFor(() =>
                expect(document.activeElement).toBe(
                  screen.getByRole('textbox', { name: /Reason for rejecting/ }),
                ),
              );
              return;
            case 'verify.reason': {
              const box = screen.getByRole('textbox', { name: /Reason for rejecting/ });
              await user.clear(box);
              if (event.text) await user.type(box, event.text as string);
              return;
            }
            case 'verify.confirmReject': {
              const before = rejects.length;
              await user.click(screen.getByRole('button', { name: 'Confirm rejection' }));
              if (ctx.reason.trim() === '') {
                expect(rejects).toHaveLength(before);
                // Said at the field, which takes focus.
                const box = screen.getByRole('textbox', { name: /Reason for rejecting/ });
                await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
                expect(screen.getByText('Enter the reason for rejecting')).toBeTruthy();
                expect(document.activeElement).toBe(box);
              } else expect(rejects.at(-1)).toMatchObject({ id: ctx.openId, reason: ctx.reason.trim() });
              return;
            }
            case 'verify.passSelected':
              await user.click(screen.getByRole('button', { name: /^Pass selected/ }));
              return;
            case 'verify.confirmBulk':
              await user.click(within(dialog() ?? document.body).getByRole('button', { name: /^Pass \d/ }));
              expect(passes.at(-1)?.ids).toEqual(ctx.selection);
              return;
            case 'verify.cancel':
              await user.click(
                within(before.hasTag('bulkDialog') ? (dialog() ?? document.body) : document.body).getByRole(
                  'button',
                  {
                    name: 'Cancel',
                  },
                ),
              );
              return;
            case 'verify.retry':
              await user.click(screen.getByRole('button', { name: 'Retry' }));
              return;
            case 'verify.reload':
              await user.click(screen.getByRole('button', { name: 'Refresh' }));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        check(s: Snapshot) {
          const ctx = s.context as AgentVerifyContext;
          // The toast area is an (empty) alert region too: only alerts that say something count.
          const alerts = screen
            .queryAllByRole('alert')
            .map((a) => a.textContent ?? '')
            .filter(Boolean);
          if (s.matches('failed')) {
            expect(alerts.join(' ')).toContain(ctx.error || 'API error 500');
            return;
          }
          if (s.matches('empty')) {
            expect(screen.getByText('No application is waiting')).toBeTruthy();
            return;
          }
          if (ctx.queue.length === 0) {
            expect(screen.getByText('Loading…')).toBeTruthy();
            return;
          }
          expect(dialog() !== null).toBe(s.hasTag('bulkDialog'));
          if (s.hasTag('bulkDialog')) {
            // The rest of the page is hidden from assistive technology while the question is asked.
            expect(dialog()?.textContent).toContain(`Pass ${ctx.selection.length}`);
            expect(dialog()?.textContent).toContain(
              ctx.queue
                .filter((a) => ctx.selection.includes(a.id))
                .map((a) => a.name)
                .join(', '),
            );
            if (ctx.error)
              expect(within(dialog() ?? document.body).getByRole('alert').textContent).toBe(ctx.error);
            return;
          }
          // The queue with the open application's details and licence images beside it.
          expect(screen.getAllByRole('row')).toHaveLength(ctx.queue.length + 1);
          const open = ctx.queue.find((a) => a.id === ctx.openId);
          expect(
            screen.getByRole('heading', { level: 2, name: `Application of ${open?.name}` }),
          ).toBeTruthy();
          expect(screen.getByRole('img', { name: `${open?.name} licence` })).toBeTruthy();
          expect(screen.queryByText('Rejected before: Blurred photo') !== null).toBe(open?.id === 3);
          for (const a of ctx.queue)
            expect(within(rowOf(a.name)).getByRole('checkbox').getAttribute('aria-checked') ?? '').not.toBe(
              'mixed',
            );
          expect(
            screen.getByRole('button', { name: `Pass selected (${ctx.selection.length})` }),
          ).toBeTruthy();
          expect(screen.queryByRole('textbox', { name: /Reason for rejecting/ }) !== null).toBe(
            s.hasTag('rejecting'),
          );
          if (ctx.error) expect(alerts).toContain(ctx.error);
          else expect(alerts).toEqual([]);
        },
      });
      cleanup();
    }
    const coverage = fileCoverage(agentVerifyMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 600_000);
});

describe('the next application after a decision', () => {
  it('opens the application that took the decided one’s place, with focus on its heading', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const loads: ReturnType<typeof deferred<ListResult<AgentItem>>>[] = [];
    const settle = deferred<DecisionOutcome>();
    const source = {
      loadQueue: () => {
        const d = deferred<ListResult<AgentItem>>();
        loads.push(d);
        return d.promise;
      },
      pass: () => settle.promise,
      reject: () => settle.promise,
    };
    render(
      <ToastProvider>
        <AgentVerifyView source={source} may={{ pass: true, reject: true }} />
      </ToastProvider>,
    );
    await act(async () => loads.at(-1)?.resolve(answers[0] as ListResult<AgentItem>));
    // The second of three is open when it is passed: the third moves up into its place and opens.
    await user.click(within(screen.getByRole('row', { name: /^Zheng/ })).getByText('Zheng'));
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    await act(async () => settle.resolve(decided));
    await act(async () => loads.at(-1)?.resolve({ list: [wu, huang], total: 2, page: 1, pageSize: 20 }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Application of Huang' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
