import '../../../i18n/kit.ts';
import { useState } from 'react';
import {
  type CustomerDetail,
  customerRule,
  followContentRule,
  type TimelineEntry,
  type TimelineResult,
} from '../../../../contract/customer.ts';
import { customerFieldsAt } from '../../../../contract/customer-fields.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FieldRules } from '../../../lib/form-check.ts';
import type { FormObject, FormValue } from '../../../lib/form-serialiser.ts';
import { isRefusalError } from '../../../machines/refusal.ts';
import { withFieldErrors } from '../../../services/field-errors.ts';
import { useGrant, useMayCall } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { pickerInstant } from '../../../ui/date-time-picker.tsx';
import layout from '../../../ui/layout.module.css';
import { ManagedForm } from '../../../ui/managed-form.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { TextArea } from '../../../ui/text-area.tsx';
import { TimeToComePicker, useTimeToComeRule } from '../../../ui/time-to-come-picker.tsx';
import { useToast } from '../../../ui/toast-provider.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { Allowed } from '../../../ui/withheld.tsx';
import {
  addFollow,
  assignCustomers,
  customerDetail,
  customerTimeline,
  loseCustomer,
  releaseCustomers,
} from '../customer.ts';
import styles from './customer.module.css';
import { AssignDialog, ReasonDialog } from './customer-dialogs.tsx';
import { CustomerFieldFacts } from './customer-fields.tsx';
import { ownerReasonKey } from './customer-links.ts';
import { useCustomerLiveDetail } from './customer-live.tsx';
import {
  formatTime,
  NextFollowTime,
  stageKey,
  useBulkOutcome,
  useFollowTypes,
  useOwners,
} from './customer-shared.tsx';
import { FollowMaterials } from './follow-materials.tsx';

const pageSize = 10;

/** Whether the reader may still open the customer: the server's no says it left their sight. */
const stillSeen = (id: number) =>
  customerDetail(id, { notifyErrors: false }).then(
    () => true,
    (error: unknown) => !isRefusalError(error),
  );
const str = (v: FormValue | undefined) => (typeof v === 'string' ? v.trim() : '');

interface CustomerPanelProps {
  id: number;
  /** Something changed the customer (follow-up, owner, stage): the list reloads its row. */
  onChanged: () => void;
  onEdit: (c: CustomerDetail) => void;
  /** The customer left the caller's list (released, lost). */
  onGone: () => void;
}

/** The customer's drawer: details, actions and the timeline with "add follow-up" in place. */
export function CustomerPanel({ id, onChanged, onEdit, onGone }: CustomerPanelProps) {
  const t = useT();
  const toast = useToast();
  const mayCall = useMayCall();
  const dash = t('cust.dash');
  const [dialog, setDialog] = useState<'release' | 'lose' | 'assign' | null>(null);
  const owners = useOwners(mayCall(customerRule.assign));
  const grant = useGrant();
  const bulk = useBulkOutcome();

  const detailRead = useResource(id, () => customerDetail(id, { notifyErrors: false }));
  const detail = detailRead.data;
  // The timeline's first page follows the customer; one that fails to load leaves what is shown.
  const firstPage = useResource(id, () =>
    customerTimeline({ customerId: id, page: 1, pageSize }, { notifyErrors: false }),
  );
  // Pages read by "load more", after the first page they continue: a new first page (another
  // customer, a reload) drops them when it arrives, as a stale continuation of a list now redrawn.
  const [more, setMore] = useState<{ after: TimelineResult; pages: TimelineResult[] } | null>(null);
  const pages =
    firstPage.data === null ? [] : [firstPage.data, ...(more?.after === firstPage.data ? more.pages : [])];
  const entries = pages.flatMap((p) => p.list);
  const total = pages.at(-1)?.total ?? 0;
  const page = pages.length;
  const loadMore = () => {
    const after = firstPage.data;
    if (after === null) return;
    customerTimeline({ customerId: id, page: page + 1, pageSize }, { notifyErrors: false }).then(
      (r) => setMore((m) => ({ after, pages: [...(m?.after === after ? m.pages : []), r] })),
      () => undefined,
    );
  };

  const refresh = () => {
    detailRead.reload();
    firstPage.reload();
    onChanged();
  };
  // Another member's change to this customer: read again in place (the list follows on its own); a
  // timeline the reader has paged further keeps its pages (its first would drop them).
  const liveNote = useCustomerLiveDetail(id, () => {
    detailRead.reload();
    if (page <= 1) firstPage.reload();
  });

  // The server's no (deleted by another member, or no longer in the reader's sight) is said as it is
  // said; a retry could only be refused again.
  if (detailRead.failed)
    return (
      <div role="alert" className={layout.section}>
        {detailRead.refused && detailRead.error ? (
          <p>{detailRead.error}</p>
        ) : (
          <>
            <p>{t('cust.loadFailed')}</p>
            <Button onPress={detailRead.retry}>{t('cust.retry')}</Button>
          </>
        )}
      </div>
    );
  if (!detail) return <p aria-busy="true">{t('cust.loading')}</p>;
  const owned = detail.owner !== null && detail.stage !== 'lost';
  return (
    <div className={layout.section}>
      <div className={styles.drawerActions}>
        {detail.stage !== 'lost' ? (
          <Allowed by={grant(customerRule.update)}>
            <Button onPress={() => onEdit(detail)}>{t('cust.edit')}</Button>
          </Allowed>
        ) : null}
        {owned ? (
          <Allowed by={grant(customerRule.release)}>
            <Button onPress={() => setDialog('release')}>{t('cust.release')}</Button>
          </Allowed>
        ) : null}
        {detail.stage !== 'lost' ? (
          <Allowed by={grant(customerRule.assign)}>
            <Button onPress={() => setDialog('assign')}>{t('cust.assign')}</Button>
          </Allowed>
        ) : null}
        {detail.stage !== 'lost' ? (
          <Allowed by={grant(customerRule.lose)}>
            <Button variant="danger" onPress={() => setDialog('lose')}>
              {t('cust.lose')}
            </Button>
          </Allowed>
        ) : null}
        {liveNote}
      </div>
      <h3 className={layout.sectionTitle}>{t('cust.details')}</h3>
      <dl className={layout.facts}>
        <dt>{t('cust.mobile')}</dt>
        <dd>{detail.mobile || dash}</dd>
        <CustomerFieldFacts fields={customerFieldsAt('work')} detail={detail} dash={dash} />
        <dt>{t('cust.stage')}</dt>
        <dd>{t(stageKey[detail.stage])}</dd>
        <dt>{t('cust.level')}</dt>
        <dd>{detail.level ?? dash}</dd>
        <dt>{t('cust.owner')}</dt>
        <dd>{detail.owner?.name ?? t('cust.pool')}</dd>
        <dt>{t('cust.source')}</dt>
        <dd>{detail.sourceTitle || dash}</dd>
        <dt>{t('cust.tags')}</dt>
        <dd>{detail.tags.map((x) => x.title).join(t('kit.listJoin')) || dash}</dd>
        <dt>{t('cust.region')}</dt>
        <dd>{[detail.region, detail.address.address].filter(Boolean).join(' ') || dash}</dd>
        <CustomerFieldFacts fields={customerFieldsAt('contact')} detail={detail} dash={dash} />
        <dt>{t('cust.lastFollowAt')}</dt>
        <dd data-testid="last-follow">{formatTime(detail.lastFollowAt, dash)}</dd>
        <dt>{t('cust.nextFollowAt')}</dt>
        <dd data-testid="next-follow">
          <NextFollowTime iso={detail.nextFollowAt} dash={dash} />
        </dd>
        {detail.stage === 'lost' ? (
          <>
            <dt>{t('cust.lostReason')}</dt>
            <dd>{detail.lostReason || dash}</dd>
          </>
        ) : null}
        <CustomerFieldFacts fields={customerFieldsAt('note')} detail={detail} dash={dash} />
      </dl>
      {mayCall(customerRule.followAdd) && detail.stage !== 'lost' ? (
        <FollowForm customerId={id} planned={detail.nextFollowAt} onSaved={refresh} />
      ) : null}
      <h3 className={layout.sectionTitle}>{t('cust.timeline')}</h3>
      {entries.length === 0 ? <p className={layout.sub}>{t('cust.timelineEmpty')}</p> : null}
      <ol className={styles.timeline} aria-label={t('cust.timeline')}>
        {entries.map((e) => (
          <li key={e.id}>
            <TimelineText entry={e} />
            <span className={layout.sub}>
              {e.actor?.name ?? t('cust.ev.system')} · {formatTime(e.createdAt, dash)}
            </span>
          </li>
        ))}
      </ol>
      {entries.length < total ? <Button onPress={loadMore}>{t('cust.loadMore')}</Button> : null}
      <ReasonDialog
        isOpen={dialog === 'release'}
        onClose={() => setDialog(null)}
        title={t('cust.releaseOne', { name: detail.name })}
        confirmLabel={t('cust.release')}
        required={false}
        run={(reason) =>
          releaseCustomers([id], reason, { notifyErrors: false }).then((r) => {
            bulk.report(r, 'release', detail.name, onChanged);
            onChanged();
            if (r.data.changed > 0) onGone();
          })
        }
      />
      <ReasonDialog
        isOpen={dialog === 'lose'}
        onClose={() => setDialog(null)}
        title={t('cust.loseTitle', { name: detail.name })}
        confirmLabel={t('cust.lose')}
        required
        run={(reason) =>
          loseCustomer(id, reason).then((r) => {
            toast.show(t('cust.doneLost', { name: detail.name }), {
              tone: 'success',
              undo: r.undo,
              onUndone: onChanged,
            });
            onChanged();
            onGone();
          })
        }
      />
      <AssignDialog
        isOpen={dialog === 'assign'}
        onClose={() => setDialog(null)}
        count={1}
        owners={owners}
        run={(ownerId) =>
          assignCustomers([id], ownerId, { notifyErrors: false }).then(async (r) => {
            // A member who sees only their own customers has just given this one away: it leaves their
            // list and the drawer closes, as after a release, the toast keeping its undo.
            const gone = r.data.changed > 0 && !(await stillSeen(id));
            bulk.report(r, 'assign', detail.name, gone ? onChanged : refresh);
            if (gone) {
              onChanged();
              onGone();
            } else refresh();
          })
        }
      />
      {bulk.dialog}
    </div>
  );
}

function TimelineText({ entry: e }: { entry: TimelineEntry }) {
  const t = useT();
  const dash = t('cust.dash');
  const pool = t('cust.pool');
  if (e.kind === 'follow' && e.follow) {
    return (
      <>
        <strong>{e.follow.typeTitle}</strong>
        <span>{e.follow.content}</span>
        {e.follow.materials.length > 0 ? (
          <span className={layout.sub}>
            {t('kit.labelled', {
              label: t('cust.followMaterials'),
              value: e.follow.materials.map((m) => m.title).join(t('kit.listJoin')),
            })}
          </span>
        ) : null}
        {e.follow.nextAt ? (
          <span className={layout.sub}>
            {t('cust.followNextOn', { at: formatTime(e.follow.nextAt, dash) })}
          </span>
        ) : null}
      </>
    );
  }
  // The server's own reasons in words; a member's release reason as typed.
  const ownerReasonText = (reason: string) => {
    const key = Object.hasOwn(ownerReasonKey, reason) ? ownerReasonKey[reason] : undefined;
    return key ? t(key) : reason;
  };
  if (e.kind === 'owner' && e.owner) {
    return (
      <>
        <span>{t('cust.ev.owner', { from: e.owner.from?.name ?? pool, to: e.owner.to?.name ?? pool })}</span>
        {e.owner.reason ? (
          <span className={layout.sub}>
            {t('cust.ev.reason', { reason: ownerReasonText(e.owner.reason) })}
          </span>
        ) : null}
      </>
    );
  }
  if (e.kind === 'stage' && e.stage) {
    return (
      <>
        <span>{t('cust.ev.stage', { from: t(stageKey[e.stage.from]), to: t(stageKey[e.stage.to]) })}</span>
        {e.stage.reason ? (
          <span className={layout.sub}>{t('cust.ev.reason', { reason: e.stage.reason })}</span>
        ) : null}
      </>
    );
  }
  if (e.kind === 'tag' && e.tag) {
    return (
      <>
        {e.tag.added.length > 0 ? (
          <span>
            {t('cust.ev.tagAdded', { tags: e.tag.added.map((x) => x.title).join(t('kit.listJoin')) })}
          </span>
        ) : null}
        {e.tag.removed.length > 0 ? (
          <span>
            {t('cust.ev.tagRemoved', { tags: e.tag.removed.map((x) => x.title).join(t('kit.listJoin')) })}
          </span>
        ) : null}
      </>
    );
  }
  return <span>{t(e.kind === 'imported' ? 'cust.ev.imported' : 'cust.ev.created')}</span>;
}

/**
 * "Add follow-up" in place: type, content, materials, next time; the form starts empty after each.
 * The next time left empty keeps the customer's plan still to come (`planned`), which its help says.
 */
function FollowForm({
  customerId,
  planned,
  onSaved,
}: {
  customerId: number;
  planned: string | null;
  onSaved: () => void;
}) {
  const t = useT();
  const plannedToCome = planned !== null && Date.parse(planned) > Date.now() ? planned : null;
  const types = useFollowTypes();
  const rules: FieldRules = {
    typeId: { required: true, choice: true, label: t('cust.followType') },
    content: { ...followContentRule, label: t('cust.followContent') },
    nextAt: useTimeToComeRule('nextAt', t('cust.followNext')),
  };
  const submit = (v: FormObject) => {
    const next = str(v.nextAt);
    const ids = Array.isArray(v.materialIds) ? v.materialIds.map(Number).filter((n) => n > 0) : [];
    return withFieldErrors(
      addFollow({
        customerId,
        typeId: Number(str(v.typeId)),
        content: str(v.content),
        materialIds: ids.length > 0 ? ids : undefined,
        // Left out when empty: the server keeps a plan still to come.
        nextAt: next ? pickerInstant(next) : undefined,
      }),
    );
  };
  return (
    <ManagedForm
      formId={`customer-follow:${customerId}`}
      rules={rules}
      initialValues={{ typeId: '', content: '', materialIds: [], nextAt: '' }}
      submit={submit}
      onSaved={onSaved}
      resetOnSaved
      savedMessage={t('cust.followSaved')}
      submitLabel={t('cust.followAdd')}
      aria-label={t('cust.followAdd')}
    >
      {(api) => (
        <div className={layout.form}>
          <h3 className={layout.sectionTitle}>{t('cust.followAdd')}</h3>
          <Select
            {...api.choice('typeId')}
            label={t('cust.followType')}
            items={types.map((x) => ({ id: String(x.id), label: x.title }))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <TextArea
            {...api.text('content')}
            label={t('cust.followContent')}
            maxLength={followContentRule.max}
          />
          <FollowMaterials
            value={Array.isArray(api.values.materialIds) ? api.values.materialIds.map(String) : []}
            onChange={(v) => api.setValue('materialIds', v)}
          />
          <TimeToComePicker
            label={t('cust.followNext')}
            value={str(api.values.nextAt)}
            onChange={(v) => api.setValue('nextAt', v)}
            errorMessage={api.errors.nextAt}
            description={
              plannedToCome ? t('cust.followNextKept', { at: formatTime(plannedToCome, '') }) : undefined
            }
          />
        </div>
      )}
    </ManagedForm>
  );
}
