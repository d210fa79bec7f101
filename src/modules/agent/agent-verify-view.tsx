import '../../i18n/kit.ts';
import './agent.strings.ts';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import type { Selection } from 'react-aria-components';
import { fromPromise } from 'xstate';
import type { AgentItem } from '../../../contract/agent.ts';
import { agentFieldsAt } from '../../../contract/agent-fields.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { ErrorState } from '../../ui/error-state.tsx';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal.tsx';
import { useStableKeys } from '../../ui/stable-keys.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../ui/table.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { Allowed, type Grant, WithheldIf } from '../../ui/withheld.tsx';
import styles from './agent.module.css';
import { AgentFieldFacts } from './agent-fields.tsx';
import { agentVerifyMachine, type DecisionOutcome } from './agent-verify.machine.ts';
import { LicencePicture } from './licence-picture.tsx';

function Application({
  agent,
  headingRef,
}: {
  agent: AgentItem;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useT();
  const dash = t('agent.dash');
  const place = [agent.address.province, agent.address.city, agent.address.district, agent.address.address]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <h2 ref={headingRef} id="application-title" tabIndex={-1} className={styles.applicationTitle}>
        {t('verify.applicationOf', { name: agent.name })}
      </h2>
      {agent.rejectReason ? (
        <p className={styles.previous}>{t('verify.previousReason', { reason: agent.rejectReason })}</p>
      ) : null}
      <dl className={layout.facts}>
        <dt>{t('agent.mobile')}</dt>
        <dd>{agent.mobile}</dd>
        <AgentFieldFacts fields={agentFieldsAt('contact')} agent={agent} dash={dash} />
        <dt>{t('agent.idCard')}</dt>
        <dd>{agent.idCard || dash}</dd>
        <dt>{t('agent.address')}</dt>
        <dd>{place || dash}</dd>
        <dt>{t('agent.group')}</dt>
        <dd>{agent.groupId === null ? t('agent.noGroup') : agent.groupTitle}</dd>
        <dt>{t('verify.appliedAt')}</dt>
        <dd>{formatDateTime(agent.createdAt)}</dd>
        <AgentFieldFacts fields={agentFieldsAt('note')} agent={agent} dash={dash} />
      </dl>
      <h3 className={styles.readOnlyLabel}>{t('agent.licenceImages')}</h3>
      {agent.licenceImages.length === 0 ? (
        <p className={layout.muted}>{t('verify.noImages')}</p>
      ) : (
        <ul className={styles.licences}>
          {agent.licenceImages.map((image, i) => {
            const title = image.title || t('agent.licenceAlt', { n: i + 1 });
            return (
              <li key={image.fileurl} className={styles.licence}>
                <LicencePicture
                  fileurl={image.fileurl}
                  alt={title}
                  openLabel={t('verify.fullImage', { title })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Where the queue comes from and where decisions go (the screen passes the agent services). */
export interface VerifySource {
  loadQueue: () => Promise<ListResult<AgentItem>>;
  pass: (ids: number[]) => Promise<DecisionOutcome>;
  reject: (id: number, reason: string) => Promise<DecisionOutcome>;
}

export interface AgentVerifyViewProps {
  source: VerifySource;
  /**
   * What the role may do (`useGrant`): buttons of the rest are not shown; a right lost while the queue
   * is open keeps its buttons, withheld with the reason.
   */
  may: { pass: Grant; reject: Grant };
  /** Shown under the introduction (the SMS settings button). */
  tools?: ReactNode;
}

/**
 * The verification queue over its machine (machines/agent-verify.machine.ts): the pending applications
 * beside the one open; pass it, reject it with a reason, or tick several and pass them at once. The
 * next application opens after each decision, with focus on its heading.
 */
export function AgentVerifyView({ source, may, tools }: AgentVerifyViewProps) {
  const t = useT();
  const toast = useToast();
  const latest = useRef(source);
  latest.current = source;
  const actor = useInspectedActor(
    agentVerifyMachine.provide({
      actors: {
        loadQueue: fromPromise(() => latest.current.loadQueue()),
        passAgents: fromPromise(({ input }: { input: { ids: number[] } }) => latest.current.pass(input.ids)),
        rejectAgent: fromPromise(({ input }: { input: { id: number; reason: string } }) =>
          latest.current.reject(input.id, input.reason),
        ),
      },
    }),
  );
  const queue = useSelector(actor, (s) => s.context.queue);
  const total = useSelector(actor, (s) => s.context.total);
  const openId = useSelector(actor, (s) => s.context.openId);
  const selection = useSelector(actor, (s) => s.context.selection);
  const selectedKeys = useStableKeys(selection);
  const reason = useSelector(actor, (s) => s.context.reason);
  const reasonMissing = useSelector(actor, (s) => s.context.reasonMissing);
  const rejectBox = useRef<HTMLDivElement>(null);
  // Said at the field, and focus taken there, as a form's first fault is.
  useEffect(() => {
    if (reasonMissing) rejectBox.current?.querySelector('textarea')?.focus();
  }, [reasonMissing]);
  const error = useSelector(actor, (s) => s.context.error);
  const mode = useSelector(actor, (s) =>
    s.matches('failed')
      ? 'failed'
      : s.matches('empty')
        ? 'empty'
        : s.matches('loading') && s.context.queue.length === 0
          ? 'loading'
          : 'ready',
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const deciding = useSelector(actor, (s) => s.hasTag('deciding'));
  const rejecting = useSelector(actor, (s) => s.hasTag('rejecting'));
  const bulkDialog = useSelector(actor, (s) => s.hasTag('bulkDialog'));
  const open = queue.find((a) => a.id === openId) ?? null;

  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a decision the next application opens: focus goes to its heading (or to the page's, when the
  // queue is done), so the verifier reads on from there.
  const decided = useRef(false);
  useEffect(() => {
    const sub = actor.on('verify.notice', (e) => toast.show(e.message, { tone: e.tone }));
    return () => sub.unsubscribe();
  }, [actor, toast]);
  useEffect(() => {
    if (!decided.current || busy) return;
    decided.current = false;
    if (mode === 'empty') document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
    else headingRef.current?.focus();
  }, [busy, mode]);
  const decide = (event: Parameters<typeof actor.send>[0]) => {
    decided.current = true;
    actor.send(event);
  };

  const onSelectionChange = (keys: Selection) => {
    const ids = keys === 'all' ? queue.map((a) => a.id) : Array.from(keys, (k) => Number(k));
    actor.send({ type: 'verify.select', ids });
  };

  const names = queue.filter((a) => selection.includes(a.id)).map((a) => a.name);

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('verify.title')}</PageHeading>
      <p className={layout.muted}>{t('verify.intro')}</p>
      {tools}
      {mode === 'failed' ? (
        <ErrorState description={error || undefined} onRetry={() => actor.send({ type: 'verify.retry' })} />
      ) : mode === 'empty' ? (
        <>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <EmptyState
            title={t('verify.empty')}
            description={t('verify.emptyHint')}
            action={
              <Button onPress={() => actor.send({ type: 'verify.reload' })}>{t('verify.reload')}</Button>
            }
          />
        </>
      ) : mode === 'loading' ? (
        <p className={layout.muted} role="status">
          {t('verify.loading')}
        </p>
      ) : (
        <div className={styles.verify}>
          <section className={styles.queue} aria-labelledby="queue-title" aria-busy={busy || undefined}>
            <h2 id="queue-title" className={layout.cardTitle}>
              {t('verify.queueTitle', { count: total })}
            </h2>
            <div className={styles.queueBar}>
              <Allowed by={may.pass}>
                <Button
                  isDisabled={selection.length === 0 || busy}
                  onPress={() => actor.send({ type: 'verify.passSelected' })}
                >
                  {t('verify.passSelected', { count: selection.length })}
                </Button>
              </Allowed>
              <span className={styles.grow} />
              <Button variant="quiet" onPress={() => actor.send({ type: 'verify.reload' })} isDisabled={busy}>
                {t('verify.reload')}
              </Button>
            </div>
            <Table
              aria-label={t('verify.queueLabel')}
              selectionMode={may.pass ? 'multiple' : 'none'}
              selectionBehavior="toggle"
              selectedKeys={selectedKeys}
              onSelectionChange={onSelectionChange}
              onRowAction={(key) => actor.send({ type: 'verify.open', id: Number(key) })}
            >
              <TableHeader>
                <Column isRowHeader>{t('verify.applicant')}</Column>
                <Column>{t('agent.company')}</Column>
                <Column>{t('verify.appliedAt')}</Column>
              </TableHeader>
              <TableBody items={queue}>
                {(a) => (
                  <Row id={a.id} className={a.id === openId ? styles.openRow : undefined}>
                    <Cell>
                      {a.name}
                      {a.id === openId ? (
                        <span className="visually-hidden">{t('verify.openNow')}</span>
                      ) : null}
                    </Cell>
                    <Cell>{a.company || t('agent.dash')}</Cell>
                    <Cell>{formatDateTime(a.createdAt)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
            {total > queue.length ? (
              <p className={layout.muted}>{t('verify.more', { shown: queue.length, total })}</p>
            ) : null}
          </section>
          <section
            className={styles.application}
            aria-labelledby="application-title"
            aria-busy={busy || undefined}
          >
            {open ? <Application agent={open} headingRef={headingRef} /> : null}
            {error && !bulkDialog ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
            {open && rejecting ? (
              <div ref={rejectBox} className={styles.rejectBox}>
                <TextArea
                  label={t('verify.reason')}
                  isRequired
                  autoFocus
                  errorMessage={reasonMissing ? t('verify.reasonRequired') : undefined}
                  value={reason}
                  maxLength={200}
                  description={t('verify.reasonHint')}
                  onChange={(text) => actor.send({ type: 'verify.reason', text })}
                />
                <div className={styles.decision} data-keep-clear="">
                  <WithheldIf withheld={may.reject === 'withheld'}>
                    <Button
                      variant="danger"
                      isPending={deciding}
                      onPress={() => decide({ type: 'verify.confirmReject' })}
                    >
                      {t('verify.confirmReject')}
                    </Button>
                  </WithheldIf>
                  <Button isDisabled={deciding} onPress={() => actor.send({ type: 'verify.cancel' })}>
                    {t('kit.cancel')}
                  </Button>
                </div>
              </div>
            ) : open ? (
              <div className={styles.decision} data-keep-clear="">
                <Allowed by={may.pass}>
                  <Button
                    variant="primary"
                    isPending={deciding}
                    isDisabled={busy && !deciding}
                    onPress={() => decide({ type: 'verify.pass' })}
                  >
                    {t('verify.pass')}
                  </Button>
                </Allowed>
                <Allowed by={may.reject}>
                  <Button
                    variant="danger"
                    isDisabled={busy}
                    onPress={() => actor.send({ type: 'verify.reject' })}
                  >
                    {t('verify.reject')}
                  </Button>
                </Allowed>
              </div>
            ) : null}
          </section>
        </div>
      )}
      <Modal
        isOpen={bulkDialog}
        isDismissable={!deciding}
        onOpenChange={(isOpen) => {
          if (!isOpen && !deciding) actor.send({ type: 'verify.cancel' });
        }}
      >
        <Dialog
          title={t('verify.bulkTitle', { count: selection.length })}
          actions={() => (
            <>
              <Button isDisabled={deciding} onPress={() => actor.send({ type: 'verify.cancel' })}>
                {t('kit.cancel')}
              </Button>
              <WithheldIf withheld={may.pass === 'withheld'}>
                <Button
                  variant="primary"
                  isPending={deciding}
                  onPress={() => decide({ type: 'verify.confirmBulk' })}
                >
                  {t('verify.bulkConfirm', { count: selection.length })}
                </Button>
              </WithheldIf>
            </>
          )}
        >
          <p>{t('verify.bulkText', { names: names.join(t('verify.nameSeparator')) })}</p>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </div>
  );
}
