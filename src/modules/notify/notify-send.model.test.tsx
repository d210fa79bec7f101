import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import {
  fileCoverage,
  productionModel,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../../tests/support/production-walk.ts';
import { sendMachine } from './send.machine.ts';

// The send machine walked through the "send SMS" dialog against the real server: the server's answers
// (a clean batch, a batch with refusals, a refusal) come from what the walk types before it sends.

const tag = `model-${Date.now().toString(36)}`;
let token = '';
let templateId = 0;
const title = `发送模型 ${tag}`;

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
  const added = await call<{ id: number }>(
    '/brand/sms/templateadd.html',
    { title, kind: 'notice', content: '您的包裹已到驿站，请尽快取件。' },
    token,
  );
  templateId = added.data.id;
});
afterAll(() =>
  fetch(`${apiUrl}/brand/sms/templatedel.html?id=${templateId}`, {
    headers: { Authorization: `Bearer ${token}`, BrandId: '1' },
  }),
);

const setDisplay = (display: boolean) =>
  call('/brand/sms/templatestatus.html', { id: templateId, display }, token);

// Numbers no other test texts, new for every send (the per-minute limit counts each number).
let serial = 0;
const freshMobile = () =>
  `139${String(Date.now() % 1e5).padStart(5, '0')}${String(serial++ % 1000).padStart(3, '0')}`;

const answer = (refused: number) => ({
  type: 'xstate.done.actor.sendMessage',
  output: {
    message: '',
    data: {
      batchId: 1,
      queued: 1,
      refused: refused ? [{ mobile: '12', reason: 'badNumber', message: '' }] : [],
    },
  },
});
const events: WalkEvent[] = [
  { type: 'send.submit', problems: {} },
  { type: 'send.submit', problems: { mobiles: '请至少填写一个手机号' } },
  answer(0),
  answer(1),
  { type: 'xstate.error.actor.sendMessage', error: new Error('refused') },
  { type: 'send.edit', field: 'mobiles' },
  { type: 'send.fix' },
  { type: 'send.again' },
  { type: 'send.close' },
];
const pm = productionModel(sendMachine, { input: {}, project: (s) => ({ value: s.value }), events });
const paths = transitionCover(pm);

/** Opens the template list once the dialog has read the templates, and picks this file's. */
async function chooseTemplate(
  user: Awaited<ReturnType<typeof openConsole>>['user'],
  dialog: () => HTMLElement,
) {
  // React Aria mirrors the choices in a hidden native select: this file's template is there once read.
  await waitFor(() => {
    if (![...dialog().querySelectorAll('option')].some((o) => o.textContent === title))
      throw new Error('the templates are not read yet');
  });
  await user.click(within(dialog()).getByRole('button', { name: /短信模板/ }));
  await user.click(screen.getByRole('option', { name: title }));
}

describe('the production send machine through the send SMS dialog, against the real server', () => {
  for (const [i, path] of paths.entries()) {
    it(`path ${i + 1}: ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const { user } = await openConsole('/notify/sms/list');
      // The log has loaded (the page is settled) before the dialog opens.
      await screen.findByText(/^共 [\d,]+ 条/);
      await user.click(screen.getByText('发送短信', { selector: 'button' }));
      const dialog = () => {
        const found = document.querySelector<HTMLElement>('[role="dialog"]');
        if (!found) throw new Error('no dialog');
        return found;
      };
      await waitFor(dialog);
      // The dialog's layer may be drawn anew while the page settles: found again each time.
      await chooseTemplate(user, dialog);
      // Read anew each time: React Aria may re-render the layer around it.
      const box = () => within(dialog());
      // The mobiles are the dialog's only text box (its template has no variables).
      const mobiles = () => box().getByRole('textbox');
      await walk(pm, path, {
        async exec(event, { next }) {
          switch (event.type) {
            case 'send.submit': {
              await user.clear(mobiles());
              const problems = Object.keys(event.problems as object).length > 0;
              if (!problems) {
                const refused =
                  next?.type === 'xstate.done.actor.sendMessage' &&
                  next.output !== undefined &&
                  JSON.stringify(next.output).includes('badNumber');
                await user.type(mobiles(), refused ? `${freshMobile()}\n12` : freshMobile());
                // The server refuses the whole send when the template was disabled in the meantime.
                if (next?.type === 'xstate.error.actor.sendMessage') await setDisplay(false);
              }
              await user.click(box().getByRole('button', { name: '发送' }));
              return;
            }
            case 'xstate.error.actor.sendMessage':
              await box().findByText(/已停用/, { selector: '[role="alert"] span' });
              await setDisplay(true);
              return;
            case 'send.edit':
              await user.type(mobiles(), '1');
              return;
            case 'send.fix':
              await user.click(box().getByRole('button', { name: '修改未发送的收件人' }));
              return;
            case 'send.again':
              await user.click(box().getByRole('button', { name: '再发一条' }));
              return;
            case 'send.close':
              await user.click(box().getByRole('button', { name: '完成' }));
              return;
            default:
              // The server's answer: it comes by itself.
              if (!event.type.startsWith('xstate.done')) throw new Error(`no user action for ${event.type}`);
          }
        },
        observe: (s) => !s.matches('sending'),
        async check(s) {
          if (s.matches('closed')) {
            await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
            return;
          }
          if (s.matches('composing')) {
            // The form again, its send button ready: nothing says it was sent.
            expect(mobiles().matches(':disabled')).toBe(false);
            expect(box().getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(false);
            expect(box().queryByText(/^已提交/)).toBeNull();
            return;
          }
          expect((await box().findByText(/^已提交 1 条/)).textContent).toMatch(/^已提交 1 条/);
          if (s.matches('answered')) {
            // The one number the server refused, with its reason, under the count of those not sent.
            expect(box().getByText('1 个收件人未发送：').textContent).toBe('1 个收件人未发送：');
            const refused = box().getByRole('list', { name: '未发送的收件人' });
            const items = within(refused)
              .getAllByRole('listitem')
              .map((li) => li.textContent);
            expect(items).toEqual(['12：手机号格式不正确']);
          } else expect(box().queryByRole('list', { name: '未发送的收件人' })).toBeNull();
        },
      });
      await act(async () => cleanup());
    });
  }

  it('walked every state and transition of the send machine', () => {
    const coverage = fileCoverage(sendMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  });
});
