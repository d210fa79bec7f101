import '../../i18n/kit.ts';
import './ai.strings.ts';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { fromCallback } from 'xstate';
import {
  type AiChatBody,
  type AiConfig,
  type AiDraft,
  type AiSourceId,
  type AiTaskId,
  aiArticleNotesMax,
  aiBaseUrlMax,
  aiBaseUrlPattern,
  aiModelRule,
  aiRule,
  aiTaskIds,
  aiTaskRules,
  aiTasks,
} from '../../../contract/ai.ts';
import {
  articleBodyHtml,
  blocking,
  checkArticleDraft,
  checkEmailDraft,
  checkSmsDraft,
  type DraftProblem,
  parseDraft,
} from '../../../contract/ai-draft.ts';
import { articleTitleRule } from '../../../contract/article.ts';
import { type SmsKind, smsKinds } from '../../../contract/sms.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { offerDraft } from '../../lib/draft-handoff.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import { navigate } from '../../lib/hash.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import page from '../../shell/page.module.css';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession } from '../../shell/session-context.tsx';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { focusLost } from '../../ui/focus-lost.ts';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, type Grant, WithheldIf } from '../../ui/withheld.tsx';
import { articleNodeMenu } from '../platform/platform.public.ts';
import { aiConfigDetail, aiConfigUpdate, type ChatHandlers, streamChat } from './ai.ts';
import { type AiChatEvent, aiChatMachine, type ChatTurn, type StreamInput } from './ai-chat.machine.ts';
import styles from './ai-index.module.css';
import { CustomerPick } from './customer-pick.tsx';

const quiet = { notifyErrors: false } as const;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Where the assistant's answers come from: the API server's chat, or a stand-in in model tests. */
export interface ChatSource {
  stream(body: AiChatBody, handlers: ChatHandlers, signal: AbortSignal): Promise<void>;
}

const liveSource: ChatSource = { stream: streamChat };

/**
 * /ai/index: the assistant. Without a provider the page says how to set one up (with the
 * settings for a role that may change them); with one, a chat that streams and stops, tasks that draft
 * with the brand's data, and each draft handed to its editor for a person to review and save.
 */
export default function AiIndex() {
  const t = useT();
  const mayRead = useMayCall()(aiRule.config_detail);
  const mayChange = useGrant()(aiRule.config_update);
  // A role without the settings' rule cannot tell whether a provider is set: it may try, and the
  // server says so if there is none.
  const config = useResource<AiConfig>(mayRead ? 'config' : null, () => aiConfigDetail(quiet));
  const [editing, setEditing] = useState(false);
  const configured = config.data === null ? !config.loading && !config.failed : config.data.configured;
  // Saved settings replace the form that held focus: the chat that follows the setup, or the
  // provider's line after an edit. Without this focus fell to the page body; it goes to the heading of
  // what came instead (by its id), once that is on the page and only if focus is still lost.
  const [landing, setLanding] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target comes with the reloaded settings.
  useEffect(() => {
    if (landing === null) return;
    const heading = document.getElementById(landing);
    if (!heading) return;
    setLanding(null);
    if (focusLost()) heading.focus();
  }, [landing, config.data, config.loading]);

  return (
    <div className={`${page.page} ${styles.page}`}>
      <PageHeading className={page.title}>{t('ai.title')}</PageHeading>
      <p className={page.muted}>{t('ai.intro')}</p>
      {config.loading ? <p role="status">{t('ai.loading')}</p> : null}
      {config.failed ? (
        <p role="alert" className={page.muted}>
          {config.error || t('kit.loadFailed')}{' '}
          <Button size="small" variant="quiet" onPress={config.retry}>
            {t('kit.retry')}
          </Button>
        </p>
      ) : null}
      {!config.loading && !config.failed && !configured ? (
        <section className={page.section} aria-labelledby="ai-setup">
          <h2 id="ai-setup" className={page.sectionTitle}>
            {t('ai.setup.title')}
          </h2>
          <p>{t('ai.setup.text')}</p>
          {mayChange ? (
            <AiSettings
              config={config.data}
              grant={mayChange}
              onSaved={() => {
                setLanding('ai-tasks');
                config.reload();
              }}
            />
          ) : (
            <p className={page.muted}>{t('ai.setup.askAdmin')}</p>
          )}
        </section>
      ) : null}
      {configured ? <AiChat /> : null}
      {configured && config.data ? (
        <section className={page.section} aria-labelledby="ai-provider">
          <h2 id="ai-provider" tabIndex={-1} className={page.sectionTitle}>
            {t('ai.settings')}
          </h2>
          <p className={page.muted}>
            {t('ai.provider', { model: config.data.model, host: hostOf(config.data.baseUrl) })}
            {' · '}
            {keyHint(config.data, t)}
          </p>
          {mayChange ? (
            editing ? (
              <AiSettings
                config={config.data}
                grant={mayChange}
                onSaved={() => {
                  setEditing(false);
                  setLanding('ai-provider');
                  config.reload();
                }}
              />
            ) : (
              <div>
                <Allowed by={mayChange}>
                  <Button onPress={() => setEditing(true)}>{t('ai.settings')}</Button>
                </Allowed>
              </div>
            )
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function keyHint(config: AiConfig, t: ReturnType<typeof useT>): string {
  if (config.apiKey.unreadable) return t('ai.apiKeyUnreadable');
  if (!config.apiKey.set) return t('ai.apiKeyNone');
  return config.apiKey.endsWith ? t('ai.apiKeySet', { end: config.apiKey.endsWith }) : t('ai.apiKeySetShort');
}

/** The provider's settings; the key is write-only (empty keeps it) and never kept in a draft. */
function AiSettings({
  config,
  onSaved,
  grant,
}: {
  config: AiConfig | null;
  onSaved: () => void;
  /** A right lost while the form is open keeps it as typed, its save withheld. */
  grant: Grant;
}) {
  const t = useT();
  return (
    <ManagedForm
      formId="ai:config"
      // The key must never reach sessionStorage, so this form keeps no drafts at all.
      storage={null}
      rules={{
        // Both empty switch the assistant off; the server refuses one without the other.
        baseUrl: {
          max: aiBaseUrlMax,
          label: t('ai.baseUrl'),
          check: (v) => {
            const url = str(v.baseUrl).trim();
            if (url && !aiBaseUrlPattern.test(url)) return t('ai.baseUrlInvalid');
            return !url && str(v.model).trim() ? t('ai.baseUrlNeeded') : undefined;
          },
        },
        model: {
          max: aiModelRule.max,
          label: t('ai.model'),
          check: (v) => (str(v.baseUrl).trim() && !str(v.model).trim() ? t('ai.modelNeeded') : undefined),
        },
      }}
      initialValues={{ baseUrl: config?.baseUrl ?? '', model: config?.model ?? '', apiKey: '' }}
      submit={(v: FormObject, options) =>
        withFieldErrors(
          aiConfigUpdate(
            {
              baseUrl: str(v.baseUrl).trim(),
              model: str(v.model).trim(),
              apiKey: str(v.apiKey) || undefined,
            },
            options,
          ),
        )
      }
      onSaved={onSaved}
      savedMessage={t('ai.settingsSaved')}
      submitLabel={t('ai.saveSettings')}
      saveGrant={grant}
      aria-label={t('ai.settings')}
    >
      {(api) => (
        <div className={styles.settings}>
          <TextField
            {...api.text('baseUrl')}
            label={t('ai.baseUrl')}
            description={t('ai.baseUrlHint')}
            placeholder="https://api.openai.com/v1"
            type="url"
          />
          <TextField {...api.text('model')} label={t('ai.model')} placeholder="gpt-4o-mini" />
          <TextField
            {...api.text('apiKey')}
            label={t('ai.apiKey')}
            description={config ? `${t('ai.apiKeyHint')} ${keyHint(config, t)}` : t('ai.apiKeyHint')}
            type="password"
            autoComplete="new-password"
          />
        </div>
      )}
    </ManagedForm>
  );
}

/** The conversation of this member in this brand, kept in the tab like the session (docs/spec.md §3). */
function storageKey(userId: number, brandId: number) {
  return `ai.chat:${userId}:${brandId}`;
}

function readTurns(key: string): ChatTurn[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (x): x is ChatTurn =>
          typeof x === 'object' &&
          x !== null &&
          (x.role === 'user' || x.role === 'assistant') &&
          typeof x.content === 'string',
      )
      .map((turn, i) => ({ ...turn, n: i + 1 }));
  } catch {
    return [];
  }
}

function liveStream(source: ChatSource) {
  return fromCallback<AiChatEvent, StreamInput>(({ sendBack, input }) => {
    const controller = new AbortController();
    const body: AiChatBody = {
      messages: input.messages,
      ...(input.task ? { task: input.task } : {}),
      ...(input.context ? { context: input.context } : {}),
    };
    source
      .stream(
        body,
        {
          onDelta: (text) => sendBack({ type: 'chat.delta', text }),
          onDone: (usage) => sendBack({ type: 'chat.done', usage }),
          onError: (message) =>
            sendBack({ type: 'chat.failed', message: message || translate('error.network') }),
        },
        controller.signal,
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        sendBack({
          type: 'chat.refused',
          message: error instanceof Error && error.message ? error.message : translate('error.network'),
        });
      });
    // Leaving the answering state (Stop, the page closing) cancels the request.
    return () => controller.abort();
  });
}

const taskOrder: readonly AiTaskId[] = aiTaskIds;

export function AiChat({ source = liveSource }: { source?: ChatSource }) {
  const t = useT();
  const grant = useGrant();
  const userId = useSession((s) => s.context.userInfo?.userId ?? 0);
  const brandId = useSession((s) => s.context.brand?.brandId ?? 0);
  const key = storageKey(userId, brandId);
  const actor = useInspectedActor(aiChatMachine.provide({ actors: { stream: liveStream(source) } }), {
    input: { turns: readTurns(key) },
  });
  const turns = useSelector(actor, (s) => s.context.turns);
  const partial = useSelector(actor, (s) => s.context.partial);
  const error = useSelector(actor, (s) => s.context.error);
  const usage = useSelector(actor, (s) => s.context.usage);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const streaming = useSelector(actor, (s) => s.hasTag('streaming'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const [text, setText] = useState('');
  const [task, setTask] = useState<AiTaskId | null>(null);
  const [kind, setKind] = useState<SmsKind | ''>('');
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [article, setArticle] = useState({ title: '', notes: '' });
  const [status, setStatus] = useState('');
  const composerId = useId();
  const articleTitleId = useId();

  useEffect(() => {
    try {
      if (turns.length === 0) globalThis.sessionStorage?.removeItem(key);
      else globalThis.sessionStorage?.setItem(key, JSON.stringify(turns));
    } catch {
      // Storage full or blocked: the conversation lives until the page goes.
    }
  }, [turns, key]);

  // What the polite status says: the answer's start and its end (complete or stopped). The log itself
  // is busy while the answer streams, so a screen reader reads the answer once, whole.
  useEffect(() => {
    let was = actor.getSnapshot();
    const sub = actor.subscribe((s) => {
      if (s.matches({ answering: 'connecting' })) setStatus(t('ai.thinking'));
      else if (s.matches({ answering: 'streaming' })) setStatus(t('ai.answering'));
      else if (was.matches('answering') && s.matches('idle'))
        setStatus(
          s.context.turns.at(-1)?.stopped || !s.context.usage ? t('ai.stoppedNotice') : t('ai.answered'),
        );
      else if (s.matches('failed')) setStatus('');
      was = s;
    });
    return () => sub.unsubscribe();
  }, [actor, t]);

  // Every task is listed, one the role may not use disabled with why; a right lost while the page is
  // open withholds the task's button, and the send of a question already asked with it.
  const taskGrant = (id: AiTaskId): Grant => aiTasks[id].ready && grant(...aiTaskRules(id));
  const taskWithheld = task !== null && taskGrant(task) === 'withheld';
  const needsCustomer = task === 'followup-summary' && customerId === null;
  // An article is asked for by its title (and notes); the message is an optional word more.
  const articleTitle = article.title.trim();
  const needsTitle = task === 'article' && articleTitle === '';
  const hasMessage = text.trim() !== '' || (task === 'article' && !needsTitle);
  const send = () => {
    if (busy || taskWithheld || !hasMessage || needsCustomer || needsTitle) return;
    const notes = article.notes.trim();
    actor.send({
      type: 'chat.send',
      text: task === 'article' && !text.trim() ? t('ai.article.ask', { title: articleTitle }) : text,
      ...(task ? { task } : {}),
      ...(task === 'sms-template' && kind ? { context: { kind } } : {}),
      ...(task === 'followup-summary' && customerId !== null ? { context: { customerId } } : {}),
      ...(task === 'article' ? { context: { title: articleTitle, ...(notes ? { notes } : {}) } } : {}),
    });
    setText('');
    setTask(null);
    setKind('');
    setCustomerId(null);
    setArticle({ title: '', notes: '' });
  };
  const stop = () => actor.send({ type: 'chat.stop' });
  const focusComposer = () => document.getElementById(composerId)?.focus();

  const chooseTask = (id: AiTaskId) => {
    setTask(id);
    // The article's title comes first; it is in the page once the task is chosen.
    if (id === 'article') requestAnimationFrame(() => document.getElementById(articleTitleId)?.focus());
    else focusComposer();
  };

  return (
    <>
      <section className={page.section} aria-labelledby="ai-tasks">
        <h2 id="ai-tasks" tabIndex={-1} className={page.sectionTitle}>
          {t('ai.tasks')}
        </h2>
        <ul className={styles.tasks}>
          {taskOrder.map((id) => {
            const info = aiTasks[id];
            const may = taskGrant(id);
            const reason = !info.ready
              ? t('ai.taskUnavailable', { module: t(`ai.module.${info.module}`) })
              : !may
                ? t('ai.taskNoRight')
                : '';
            return (
              <li key={id} className={styles.task}>
                <WithheldIf withheld={may === 'withheld'}>
                  <Button
                    variant={task === id ? 'primary' : 'secondary'}
                    isDisabled={!may || busy}
                    aria-pressed={task === id}
                    onPress={() => chooseTask(id)}
                  >
                    {t(`ai.task.${id}`)}
                  </Button>
                </WithheldIf>
                {reason ? <span className={styles.reason}>{reason}</span> : null}
              </li>
            );
          })}
        </ul>
        <Shares task={task} />
      </section>

      <section className={page.section} aria-labelledby="ai-conversation">
        <div className={styles.sectionTop}>
          <h2 id="ai-conversation" className={page.sectionTitle}>
            {t('ai.conversation')}
          </h2>
          <Button
            size="small"
            variant="quiet"
            isDisabled={busy || turns.length === 0}
            onPress={() => {
              actor.send({ type: 'chat.clear' });
              setStatus('');
              focusComposer();
            }}
          >
            {t('ai.newChat')}
          </Button>
        </div>
        <div
          role="log"
          aria-live="polite"
          aria-labelledby="ai-conversation"
          aria-busy={streaming || undefined}
          className={styles.log}
        >
          {turns.length === 0 && !busy ? <p className={page.muted}>{t('ai.empty')}</p> : null}
          {turns.map((turn) => (
            <Turn key={turn.n} turn={turn} />
          ))}
          {busy ? (
            <div className={styles.turn} data-role="assistant">
              <span className={styles.who}>{t('ai.assistant')}</span>
              <p className={styles.text}>{partial || '…'}</p>
            </div>
          ) : null}
        </div>
        <p role="status" className={styles.status}>
          {status}
          {!busy && usage && status === t('ai.answered')
            ? ` · ${t('ai.usage', { total: usage.totalTokens })}`
            : ''}
        </p>
        {failed && error ? (
          <div role="alert" className={styles.error}>
            <p>{error}</p>
            <Button size="small" onPress={() => actor.send({ type: 'chat.retry' })}>
              {t('ai.retry')}
            </Button>
          </div>
        ) : null}

        <div className={styles.composer}>
          {task ? (
            <p className={styles.chosen}>
              {t('ai.taskChosen', { task: t(`ai.task.${task}`) })}{' '}
              <Button size="small" variant="quiet" onPress={() => setTask(null)}>
                {t('ai.cancelTask')}
              </Button>
            </p>
          ) : null}
          {task === 'followup-summary' ? (
            <CustomerPick className={styles.kind} selectedId={customerId} onChange={setCustomerId} />
          ) : null}
          {task === 'article' ? (
            <div className={styles.article}>
              <TextField
                id={articleTitleId}
                label={t('ai.article.title')}
                description={t('ai.article.titleHint', { max: articleTitleRule.max })}
                value={article.title}
                onChange={(title) => setArticle((a) => ({ ...a, title }))}
                maxLength={articleTitleRule.max}
                isRequired
              />
              <TextArea
                label={t('ai.article.notes')}
                description={t('ai.article.notesHint', { max: aiArticleNotesMax })}
                value={article.notes}
                onChange={(notes) => setArticle((a) => ({ ...a, notes }))}
                maxLength={aiArticleNotesMax}
                rows={4}
              />
            </div>
          ) : null}
          {task === 'sms-template' ? (
            <Select
              label={t('ai.kind')}
              className={styles.kind}
              selectedKey={kind || 'any'}
              onSelectionChange={(k) => setKind(k === 'any' || k === null ? '' : (String(k) as SmsKind))}
              items={[
                { id: 'any', label: t('ai.kindAny') },
                ...smsKinds.map((k) => ({ id: k, label: t(`ai.kind.${k}`) })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          ) : null}
          <TextArea
            id={composerId}
            label={t('ai.composer')}
            description={t(
              task === 'article'
                ? 'ai.hint.article'
                : task
                  ? task === 'email-template'
                    ? 'ai.hint.email-template'
                    : 'ai.hint.sms-template'
                  : 'ai.hint.chat',
            )}
            value={text}
            onChange={setText}
            rows={3}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                e.preventDefault();
                send();
              }
            }}
          />
          <div className={styles.actions}>
            {/* Stop always stops: only the send of a task whose right went is withheld. */}
            <WithheldIf withheld={taskWithheld && !busy}>
              <Button
                variant={busy ? 'danger' : 'primary'}
                onPress={busy ? stop : send}
                isDisabled={!busy && (!hasMessage || needsCustomer || needsTitle)}
              >
                {busy ? t('ai.stop') : t('ai.send')}
              </Button>
            </WithheldIf>
          </div>
        </div>
      </section>
    </>
  );
}

/** What goes to the provider for the chosen task (or a plain question), as the server decides it. */
function Shares({ task }: { task: AiTaskId | null }) {
  const t = useT();
  const mayCall = useMayCall();
  const sources: AiSourceId[] = task
    ? aiTasks[task].sources.filter((s) => s.rule === null || mayCall(s.rule)).map((s) => s.id)
    : [];
  return (
    <div className={styles.shares}>
      <h3 className={styles.sharesTitle}>{t('ai.shares.title')}</h3>
      {task ? (
        <>
          <p>{t('ai.shares.task', { task: t(`ai.task.${task}`) })}</p>
          <ul>
            {task === 'article' ? <li>{t('ai.shares.articleInput')}</li> : null}
            {sources.map((id) => (
              <li key={id}>{t(`ai.source.${id}`)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('ai.shares.chat')}</p>
      )}
      <p className={styles.note}>{t('ai.shares.never')}</p>
      <p className={styles.note}>{t('ai.shares.kept')}</p>
    </div>
  );
}

function Turn({ turn }: { turn: ChatTurn }) {
  const t = useT();
  return (
    <div className={styles.turn} data-role={turn.role}>
      <span className={styles.who}>
        {turn.role === 'user' ? t('ai.you') : t('ai.assistant')}
        {turn.role === 'user' && turn.task ? ` · ${t(`ai.task.${turn.task}`)}` : ''}
      </span>
      <p className={styles.text}>
        {turn.content}
        {turn.stopped ? t('ai.stopped') : ''}
        {turn.failed ? t('ai.broken') : ''}
      </p>
      {turn.role === 'assistant' && turn.task && !turn.stopped && !turn.failed ? (
        <DraftCard turn={turn} />
      ) : null}
    </div>
  );
}

function problemText(p: DraftProblem, t: ReturnType<typeof useT>, task: AiTaskId): string {
  // An article's title is its headline (an SMS template's "title" is its name).
  const name = task === 'article' && p.field === 'title' ? 'headline' : p.field;
  const field = t(`ai.draft.field.${name}` as Parameters<typeof t>[0]);
  switch (p.problem) {
    case 'required':
      return t('ai.draft.problem.required', { field });
    case 'tooLong':
      return t('ai.draft.problem.tooLong', { field, n: p.n, max: p.max });
    case 'badVariable':
      return t('ai.draft.problem.badVariable', { field, name: p.name });
    case 'badChoice':
      return t('ai.draft.problem.badChoice', { field, value: p.value });
    case 'segments':
      return t('ai.draft.problem.segments', { field, n: p.n });
  }
}

/** The task's draft in the answer, checked by its form's rules, and the way to its editor. */
function DraftCard({ turn }: { turn: ChatTurn }) {
  const t = useT();
  const task = turn.task;
  const opens = task ? aiTasks[task].opens : null;
  if (!task || !opens) return null;
  const draft = parseDraft(turn.content);
  if (!draft) return <p className={styles.note}>{t('ai.draft.none')}</p>;
  const problems: DraftProblem[] =
    task === 'sms-template'
      ? checkSmsDraft(draft)
      : task === 'email-template'
        ? checkEmailDraft(draft)
        : task === 'article'
          ? checkArticleDraft(draft)
          : [];
  const refused = blocking(problems);
  const category = task === 'article' ? (draft.category ?? '').trim() : '';
  const open = async () => {
    const values = task === 'article' ? await articleValues(draft, category) : draft;
    navigate(offerDraft(opens.formId, values, opens.route));
  };
  return (
    <div className={styles.draft}>
      <p className={styles.draftTitle}>{t('ai.draft.title')}</p>
      {problems.length === 0 ? (
        <p className={styles.ok}>{t(task === 'article' ? 'ai.draft.okArticle' : 'ai.draft.ok')}</p>
      ) : (
        <ul className={refused.length > 0 ? styles.problems : styles.notes}>
          {problems.map((p) => (
            <li key={`${p.field}-${p.problem}-${'name' in p ? p.name : ''}`}>{problemText(p, t, task)}</li>
          ))}
        </ul>
      )}
      {category ? <p className={styles.note}>{t('ai.draft.category', { name: category })}</p> : null}
      <Open onPress={open}>{t(`ai.draft.open.${task}` as Parameters<typeof t>[0])}</Open>
      <p className={styles.note}>{t('ai.draft.review')}</p>
    </div>
  );
}

function Open({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <div>
      <Button variant="primary" size="small" onPress={onPress}>
        {children}
      </Button>
    </div>
  );
}

/**
 * The article editor's values of a draft: the body (plain text) as the editor's rich text, and the
 * suggested category as its id when exactly one category the member may pick has that name
 * (the task needs the picker's rule). Otherwise the category is left for the person to choose.
 */
async function articleValues(draft: AiDraft, category: string): Promise<Record<string, string>> {
  const values: Record<string, string> = {
    title: draft.title ?? '',
    summary: draft.summary ?? '',
    content: articleBodyHtml(draft.body ?? ''),
  };
  if (!category) return values;
  try {
    const matches = (await articleNodeMenu()).filter((n) => n.title.trim() === category);
    if (matches.length === 1 && matches[0]) values.nodeId = String(matches[0].id);
  } catch {
    // The categories could not be read: the draft still opens, the person picks one.
  }
  return values;
}
