import { type ReactNode, useState } from 'react';
import type { ListResult } from '../../../contract/envelope.ts';
import {
  type MessageLogBody,
  type MessageLogItem,
  messageStatuses,
  type SendResult,
} from '../../../contract/sms.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import type { CallOptions } from '../../services/http.ts';
import { Button } from '../../ui/button.tsx';
import { DateRangePicker } from '../../ui/date-range-picker.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { Link } from '../../ui/link.tsx';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { type Granted, ungrant, WithheldIf } from '../../ui/withheld.tsx';
import { failureWords } from './failure-words.ts';
import styles from './notify.module.css';

export const logFilterNames = ['status', 'to', 'templateId', 'batchId', 'dateFrom', 'dateTo'] as const;
const anyKey = 'any';

/** The log call's body from the list's state: the log's filters as the address keeps them. */
export function logBody(q: ListQueryState): MessageLogBody {
  const f = q.filters;
  return {
    page: q.page,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    status: f.status || undefined,
    to: f.to || undefined,
    templateId: f.templateId || undefined,
    // A batch is a number: a typed "abc" (or one in an old address) is said at its field, not asked.
    batchId: f.batchId && batchPattern.test(f.batchId) ? f.batchId : undefined,
    dateFrom: f.dateFrom || undefined,
    dateTo: f.dateTo || undefined,
  } as MessageLogBody;
}

const batchPattern = /^\d+$/;

/**
 * A text filter that applies when the user presses Enter or leaves it, not on every keystroke. Text
 * that `check` refuses is not applied: its reason stays at the field until the text is changed.
 */
function CommitField({
  label,
  value,
  onCommit,
  inputMode,
  check,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
  inputMode?: 'numeric' | 'tel' | 'email';
  check?: (text: string) => string | null;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The text last refused; the filter in the address is checked too (a link or Back may bring one).
  const [refused, setRefused] = useState<string | null>(null);
  if (seen !== value) {
    setSeen(value);
    setText(value);
    setRefused(null);
  }
  const problem = check?.(refused ?? value) ?? null;
  const commit = () => {
    const typed = text.trim();
    if (check?.(typed)) {
      setRefused(typed);
      return;
    }
    setRefused(null);
    if (typed !== value) onCommit(typed);
  };
  return (
    <TextField
      label={label}
      className={layout.filter}
      value={text}
      errorMessage={problem ?? undefined}
      onChange={(v) => {
        setText(v);
        setRefused(null);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      inputMode={inputMode}
    />
  );
}

export interface MessageLogProps<T extends MessageLogItem> {
  'aria-label': string;
  load: (body: MessageLogBody) => Promise<ListResult<T>>;
  /** Templates to filter by and to name in each row. */
  templates: { id: number; name: string }[];
  /** The column of what was sent: the SMS text or the e-mail subject. */
  content: { title: string; render: (row: T) => ReactNode };
  /** Labels of the recipient ("手机号" / "收件人"). */
  toLabel: string;
  /**
   * Resend one message or a batch's failed ones; absent when the role may not, `granted` withheld when
   * the right went while the log is open (the resend buttons stay, withheld with the reason).
   */
  repeat?: Granted<
    (
      body: { id?: number; batchId?: number },
      options: CallOptions,
    ) => Promise<{ message: string; data: SendResult }>
  >;
  /** The log's own route, for the batch links (`/notify/sms/list`). */
  path: string;
  toolbar?: ReactNode;
  reloadSignal?: unknown;
  emptyText: string;
}

/**
 * A recipient whole: an e-mail address may break before its `@` when the table is short of room (a
 * long address cut with an ellipsis hid its domain, and on one line it pushed the times under the row
 * actions); a phone number stays as it is.
 */
function recipient(to: string): ReactNode {
  const at = to.indexOf('@');
  if (at <= 0) return to;
  return (
    <>
      {to.slice(0, at)}
      <wbr />
      {to.slice(at)}
    </>
  );
}

/** A message log (SMS or e-mail): its filters in the address, each row's status, resend. */
export function MessageLog<T extends MessageLogItem>(props: MessageLogProps<T>) {
  const t = useT();
  const toast = useToast();
  const [reload, setReload] = useState(0);
  const names = new Map(props.templates.map((x) => [x.id, x.name]));
  const { value: repeat, withheld } = ungrant(props.repeat);
  // What is being sent again ('id:3', 'batch:12'): its button is busy, so a second press sends nothing.
  const [resending, setResending] = useState<string | null>(null);
  const resend = async (body: { id?: number; batchId?: number }) => {
    if (!repeat || withheld || resending) return;
    setResending(body.id === undefined ? `batch:${body.batchId}` : `id:${body.id}`);
    try {
      const answer = await repeat(body, { notifyErrors: false });
      const { queued, refused } = answer.data;
      // Each refused recipient with the server's reason ("13800130048（超过每分钟发送上限）").
      const reasons = refused
        .map((r) => t('kit.bracketed', { text: r.mobile ?? r.to ?? '', aside: r.message }))
        .join(t('notify.listJoiner'));
      toast.show(
        refused.length > 0 ? t('kit.labelled', { label: answer.message, value: reasons }) : answer.message,
        {
          tone: queued > 0 ? 'success' : 'error',
        },
      );
      setReload((n) => n + 1);
    } catch (error) {
      toast.show(error instanceof Error ? error.message : String(error), { tone: 'error' });
    } finally {
      setResending(null);
    }
  };
  const time = (iso: string | null) => (iso ? formatDateTime(iso, { seconds: true }) : t('notify.dash'));
  // A known reason in the user's words, the provider's own (the code to quote to them) under it.
  const why = (reason: string) => {
    const key = failureWords(reason);
    return key ? <span className={styles.why}>{t(key)}</span> : null;
  };

  const columns: ListColumn<T>[] = [
    { id: 'to', title: props.toLabel, isRowHeader: true, render: (r) => recipient(r.to) },
    { id: 'content', title: props.content.title, render: (r) => props.content.render(r) },
    {
      id: 'template',
      title: t('notify.template'),
      render: (r) =>
        r.templateId === null ? t('notify.dash') : (names.get(r.templateId) ?? `#${r.templateId}`),
    },
    {
      id: 'status',
      title: t('notify.status'),
      render: (r) => (
        <span>
          <span className={styles.status} data-status={r.status}>
            {t(`notify.status.${r.status}`)}
          </span>
          {why(r.reason)}
          {r.reason ? <span className={styles.reason}>{r.reason}</span> : null}
        </span>
      ),
    },
    {
      id: 'batch',
      title: t('notify.batch'),
      render: (r) => (
        <Link
          href={`#${props.path}?batchId=${r.batchId}`}
          aria-label={t('notify.batchLink', { id: r.batchId })}
          // Alone in its cell: a 24×24 px target (WCAG 2.2 SC 2.5.8), not an inline link's few pixels.
          className={styles.cellLink}
        >
          #{r.batchId}
        </Link>
      ),
    },
    // Two times with seconds and the zone's name: on one line each they pushed the send time under the
    // row actions at a laptop's width; they break between date, time and zone when short of room.
    { id: 'createdAt', title: t('notify.createdAt'), wrap: true, render: (r) => time(r.createdAt) },
    { id: 'sentAt', title: t('notify.sentAt'), wrap: true, render: (r) => time(r.sentAt) },
  ];
  if (repeat)
    columns.push({
      id: 'actions',
      title: t('notify.actions'),
      // A message sent again once says by which; only its repeat can be resent (if that failed too).
      render: (r) =>
        r.repeatedBy !== null ? (
          <span className={styles.repeatNote}>{t('notify.repeatedBy', { id: r.repeatedBy })}</span>
        ) : r.status === 'failed' || r.status === 'unknown' ? (
          <WithheldIf withheld={withheld}>
            <Button
              size="small"
              variant="quiet"
              isPending={resending === `id:${r.id}`}
              onPress={() => resend({ id: r.id })}
            >
              {t('notify.resend')} <span className="visually-hidden">{r.to}</span>
            </Button>
          </WithheldIf>
        ) : r.repeatOf ? (
          <span className={styles.repeatNote}>{t('notify.repeatOf', { id: r.repeatOf })}</span>
        ) : null,
    });

  return (
    <ListView<T>
      aria-label={props['aria-label']}
      columns={columns}
      rowKey={(r) => r.id}
      load={(q) => props.load(logBody(q))}
      filterNames={logFilterNames}
      reloadSignal={`${String(props.reloadSignal)}-${reload}`}
      filters={({ query, setFilter }) => {
        const f = query.filters;
        return (
          <>
            <Select
              label={t('notify.status')}
              className={layout.filter}
              selectedKey={f.status ?? anyKey}
              onSelectionChange={(k) => setFilter('status', k === anyKey || k === null ? '' : String(k))}
              items={[
                { id: anyKey, label: t('notify.allStatus') },
                ...messageStatuses.map((s) => ({ id: s, label: t(`notify.status.${s}`) })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <CommitField label={props.toLabel} value={f.to ?? ''} onCommit={(v) => setFilter('to', v)} />
            <Select
              label={t('notify.template')}
              className={layout.filter}
              selectedKey={f.templateId ?? anyKey}
              onSelectionChange={(k) => setFilter('templateId', k === anyKey || k === null ? '' : String(k))}
              items={[
                { id: anyKey, label: t('notify.allTemplates') },
                ...props.templates.map((x) => ({ id: String(x.id), label: x.name })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <CommitField
              label={t('notify.batch')}
              value={f.batchId ?? ''}
              inputMode="numeric"
              onCommit={(v) => setFilter('batchId', v.replace(/^#/, ''))}
              check={(v) =>
                v === '' || batchPattern.test(v.replace(/^#/, '')) ? null : t('notify.batchDigits')
              }
            />
            <DateRangePicker
              label={t('notify.dates')}
              value={f.dateFrom && f.dateTo ? { start: f.dateFrom, end: f.dateTo } : null}
              onChange={(r) => {
                setFilter('dateFrom', r?.start ?? '');
                setFilter('dateTo', r?.end ?? '');
              }}
            />
            {repeat && f.batchId && batchPattern.test(f.batchId) ? (
              <BatchResend
                batchId={Number(f.batchId)}
                load={props.load}
                signal={`${String(props.reloadSignal)}-${reload}`}
              >
                <WithheldIf withheld={withheld}>
                  <Button
                    isPending={resending === `batch:${f.batchId}`}
                    onPress={() => resend({ batchId: Number(f.batchId) })}
                  >
                    {t('notify.resendBatch', { id: f.batchId })}
                  </Button>
                </WithheldIf>
              </BatchResend>
            ) : null}
          </>
        );
      }}
      toolbar={props.toolbar}
      empty={<EmptyState title={props.emptyText} />}
    />
  );
}

/**
 * The batch's resend button, only when the batch has failed messages: a batch resend sends its failed
 * ones again, so with none it would offer nothing. Read again whenever the log reloads.
 */
function BatchResend<T extends MessageLogItem>({
  batchId,
  load,
  signal,
  children,
}: {
  batchId: number;
  load: (body: MessageLogBody) => Promise<ListResult<T>>;
  signal: string;
  children: ReactNode;
}) {
  // `signal` is the log's reload: the count is read again on it, the last one shown meanwhile.
  const failed = useResource(
    [batchId, signal],
    () => load({ page: 1, pageSize: 1, batchId, status: 'failed' }).then((page) => page.total),
    { keep: true },
  );
  return (failed.data ?? 0) > 0 ? children : null;
}
