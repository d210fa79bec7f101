import '../../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AiChatBody } from '../../../contract/ai.ts';
import type { RoleMenu } from '../../../contract/menu.ts';
import {
  fileCoverage,
  productionModel,
  type Snapshot,
  transitionCover,
  type WalkEvent,
  walk,
} from '../../../tests/support/production-walk.ts';
import { setLocale } from '../../i18n/i18n.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { createToastActor } from '../../machines/toast.machine.ts';
import { SessionProvider } from '../../shell/session-context.tsx';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import type { ChatHandlers } from './ai.ts';
import { type AiChatContext, aiChatMachine } from './ai-chat.machine.ts';
import { AiChat, type ChatSource } from './ai-index.tsx';

beforeEach(() => {
  setLocale('en');
  sessionStorage.clear();
});
afterEach(cleanup);

/** A role that may draft SMS templates and chat. */
const menu: RoleMenu = {
  nav: [],
  menuList: [],
  menuUrl: [
    '/ai/index',
    '/brand/ai/chat',
    '/brand/sms/templateadd',
    '/brand/sms/templatelist',
    // The article task: writing, the editor's route and the category picker.
    '/api/article/add',
    '/platform/article/edit',
    '/api/article/node_menu',
  ],
};

/** The article task's send: its title and notes go as the context, the message is a word more. */
const articleSend = {
  type: 'chat.send',
  text: 'Keep it short',
  task: 'article',
  context: { title: 'Spring launch', notes: 'Saturday, flagship store' },
} as const;

/** The stream as the server would give it, held by the test: each answer settles when the walk says. */
function heldSource() {
  const calls: {
    body: AiChatBody;
    handlers: ChatHandlers;
    signal: AbortSignal;
    reject: (e: Error) => void;
  }[] = [];
  const source: ChatSource = {
    stream: (body, handlers, signal) =>
      new Promise<void>((resolve, reject) => {
        calls.push({
          body,
          handlers: {
            ...handlers,
            onDone: (usage) => {
              handlers.onDone(usage);
              resolve();
            },
            onError: (message) => {
              handlers.onError(message);
              resolve();
            },
          },
          signal,
          reject,
        });
      }),
  };
  return { source, calls };
}

describe('ai chat machine through the AI page’s chat', () => {
  it('walks every state and transition: ask, stream, done, stop, refusal, break, retry, clear', async () => {
    // The conversation grows with each step: a snapshot is its state, how many turns, whether a piece
    // has arrived and whether there is an error.
    const project = (s: Snapshot) => {
      const c = s.context as AiChatContext;
      return {
        value: s.value,
        turns: c.turns.length,
        partial: c.partial.length > 0,
        error: c.error !== null,
      };
    };
    const pm = productionModel(aiChatMachine, {
      input: {},
      project: (s) => {
        const c = s.context as AiChatContext;
        return {
          value: s.value,
          turns: c.turns.length,
          partial: c.partial.length > 0,
          error: c.error !== null,
        };
      },
      events: (s) => {
        const c = s.context as AiChatContext;
        const out: WalkEvent[] = [
          { type: 'chat.done', usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 } },
          { type: 'chat.failed', message: 'The AI provider stopped answering' },
          { type: 'chat.refused', message: 'No provider' },
          { type: 'chat.stop' },
          { type: 'chat.retry' },
          { type: 'chat.clear' },
        ];
        if (c.partial.length < 2) out.push({ type: 'chat.delta', text: '好' });
        if (c.turns.length < 3) {
          out.push({ type: 'chat.send', text: 'Hello' });
          out.push({ type: 'chat.send', text: 'Points', task: 'sms-template' });
        }
        return out;
      },
    });
    // The cover takes one send per transition; the article task (title and notes fields, its context)
    // is walked on a path of its own as well: asked, a piece streams in, done.
    const articlePath = transitionCover(
      productionModel(aiChatMachine, {
        input: {},
        project,
        events: (s) => {
          const c = s.context as AiChatContext;
          if (c.turns.length === 0) return [articleSend];
          if (c.turns.length === 1 && !c.partial) return [{ type: 'chat.delta', text: '好' }];
          if (c.turns.length === 1)
            return [{ type: 'chat.done', usage: { promptTokens: 3, completionTokens: 2, totalTokens: 5 } }];
          return [];
        },
      }),
    ).at(-1);
    if (!articlePath) throw new Error('no article path');
    const paths = [...transitionCover(pm), articlePath];
    for (const path of paths) {
      sessionStorage.clear();
      const session = createActor(sessionMachine, {
        input: {
          token: 'token',
          userInfo: { userId: 7, userName: 'walker', realName: '' },
          brand: { brandId: 1, brandTitle: 'Demo Brand', roleTitle: 'Writer' },
          menu,
        },
      }).start();
      const toast = createToastActor();
      const { source, calls } = heldSource();
      render(
        <SessionProvider actor={session}>
          <ToastProvider actor={toast}>
            <AiChat source={source} />
          </ToastProvider>
        </SessionProvider>,
      );
      const user = userEvent.setup();
      const log = () => screen.getByRole('log', { name: 'Conversation' });
      let lastError = '';
      await walk(pm, path, {
        async exec(event) {
          const last = calls.at(-1);
          switch (event.type) {
            case 'chat.send': {
              const asked = calls.length;
              if (event.task === 'sms-template')
                await user.click(screen.getByRole('button', { name: 'Draft an SMS template' }));
              if (event.task === 'article') {
                await user.click(screen.getByRole('button', { name: 'Write an article draft' }));
                // Nothing goes without the title; the message alone does not do.
                expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
                await user.type(
                  screen.getByRole('textbox', { name: /^Article title/ }),
                  articleSend.context.title,
                );
                await user.type(screen.getByRole('textbox', { name: /^Notes/ }), articleSend.context.notes);
              }
              await user.type(screen.getByLabelText('Your message'), String(event.text));
              await user.click(screen.getByRole('button', { name: 'Send' }));
              await waitFor(() => expect(calls.length).toBe(asked + 1));
              expect(calls.at(-1)?.body.task).toBe(event.task);
              expect(calls.at(-1)?.body.context).toEqual(
                event.task === 'article' ? articleSend.context : undefined,
              );
              expect(calls.at(-1)?.body.messages.at(-1)).toEqual({ role: 'user', content: event.text });
              return;
            }
            case 'chat.delta':
              await act(async () => last?.handlers.onDelta(String(event.text)));
              return;
            case 'chat.done':
              await act(async () =>
                last?.handlers.onDone({ promptTokens: 3, completionTokens: 2, totalTokens: 5 }),
              );
              return;
            case 'chat.failed':
              lastError = String(event.message);
              await act(async () => last?.handlers.onError(String(event.message)));
              return;
            case 'chat.refused':
              lastError = String(event.message);
              await act(async () => last?.reject(new Error(String(event.message))));
              return;
            case 'chat.stop':
              await user.click(screen.getByRole('button', { name: 'Stop' }));
              // Leaving the answer cancels its request.
              expect(last?.signal.aborted).toBe(true);
              return;
            case 'chat.retry': {
              const asked = calls.length;
              await user.click(screen.getByRole('button', { name: 'Retry' }));
              await waitFor(() => expect(calls.length).toBe(asked + 1));
              expect(calls.at(-1)?.body.messages.at(-1)?.role).toBe('user');
              return;
            }
            case 'chat.clear':
              await user.click(screen.getByRole('button', { name: 'New conversation' }));
              return;
            default:
              throw new Error(`no action for ${event.type}`);
          }
        },
        check(s: Snapshot) {
          const c = s.context as AiChatContext;
          const busy = s.hasTag('busy');
          // The turns, and the answer streaming in while there is one.
          expect(log().querySelectorAll('[data-role]')).toHaveLength(c.turns.length + (busy ? 1 : 0));
          expect(log().getAttribute('aria-busy')).toBe(s.hasTag('streaming') ? 'true' : null);
          expect(screen.getByRole('button', { name: busy ? 'Stop' : 'Send' })).toBeTruthy();
          // The chat's own alert (the toast region has alert regions of its own).
          const alert = screen.queryAllByRole('alert').find((a) => a.textContent);
          if (s.hasTag('failed') && c.error) {
            expect(within(alert as HTMLElement).getByText(lastError)).toBeTruthy();
            expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeTruthy();
          } else expect(alert).toBeUndefined();
          // The conversation is kept in the tab, per member and brand.
          const kept = JSON.parse(sessionStorage.getItem('ai.chat:7:1') ?? '[]') as unknown[];
          expect(kept).toHaveLength(c.turns.length);
        },
      });
      cleanup();
      session.stop();
      toast.stop();
    }
    const coverage = fileCoverage(aiChatMachine, paths.length);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions).toEqual([]);
  }, 600_000);
});
