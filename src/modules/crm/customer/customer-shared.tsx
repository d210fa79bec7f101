import '../customer.strings.ts';
import { type ReactNode, useState } from 'react';
import { emptyAddress } from '../../../../contract/address.ts';
import { chinaMidnight } from '../../../../contract/china-time.ts';
import type { CrmTagGroup, CrmTagItem } from '../../../../contract/crm-tag.ts';
import {
  type CustomerBulkResult,
  type CustomerListBody,
  type CustomerOwnerRef,
  type CustomerStage,
  customerLevels,
  customerRule,
  customerSortKeys,
  customerStages,
} from '../../../../contract/customer.ts';
import {
  customerRangeFilterNames,
  customerRangeFilters,
  customerRangeFilterValues,
} from '../../../../contract/customer-fields.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { pageBody, sortOf } from '../../../lib/list-sort.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import type { Undoable } from '../../../services/http.ts';
import { areaSource } from '../../../services/kit-sources.ts';
import { useMayCall } from '../../../shell/use-may-call.ts';
import { AddressPicker } from '../../../ui/address-picker.tsx';
import { Button } from '../../../ui/button.tsx';
import { DateRangePicker } from '../../../ui/date-range-picker.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import layout from '../../../ui/layout.module.css';
import { Modal } from '../../../ui/modal.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { useToast } from '../../../ui/toast-provider.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { wrapped } from '../../../ui/wrapped-words.tsx';
import { listFlat, tagGroups } from '../crm-tag.ts';
import { customerOwners } from '../customer.ts';
import { customerGroupDetail } from '../customer-insight.ts';
import styles from './customer.module.css';

export const stageKey: Record<CustomerStage, MessageKey> = {
  new: 'cust.stage.new',
  following: 'cust.stage.following',
  won: 'cust.stage.won',
  lost: 'cust.stage.lost',
};
export const dueValues = ['today', 'overdue', 'week'] as const;
const dueKey: Record<(typeof dueValues)[number], MessageKey> = {
  today: 'cust.due.today',
  overdue: 'cust.due.overdue',
  week: 'cust.due.week',
};

export const anyKey = 'any';
export const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
const sortKey = sortOf(customerSortKeys);

/** Filters kept in the address by every customer list (the owner one only where it applies). */
export const listFilterNames = [
  'stage',
  'level',
  'sourceId',
  'tagIds',
  'ownerId',
  'areaId',
  'createdFrom',
  'createdTo',
  ...customerRangeFilterNames,
  'due',
  'groupId',
  'importId',
] as const;

/** The list call's body from the address's query. */
export function bodyOf(q: ListQueryState): CustomerListBody {
  const f = q.filters;
  return {
    ...pageBody(q, sortKey),
    stage: customerStages.find((s) => s === f.stage),
    level: customerLevels.find((l) => l === f.level),
    sourceId: idOf(f.sourceId),
    tagIds: f.tagIds || undefined,
    ownerId: idOf(f.ownerId),
    areaId: idOf(f.areaId),
    groupId: idOf(f.groupId),
    importId: idOf(f.importId),
    createdFrom: f.createdFrom || undefined,
    createdTo: f.createdTo || undefined,
    ...customerRangeFilterValues((name) => f[name] || undefined),
    due: dueValues.find((d) => d === f.due),
  };
}

const noItems: never[] = [];

/** Loads once when `allowed`; a failure leaves the list empty (the control then offers only "all"). */
function useOnce<T>(allowed: boolean, load: () => Promise<T[]>): T[] {
  return useResource(allowed ? 'once' : null, load).data ?? noItems;
}

export const useOwners = (allowed: boolean): CustomerOwnerRef[] =>
  useOnce(allowed, () => customerOwners({ notifyErrors: false }));
/**
 * The members a customer list may be filtered by: none for a reader who sees only their own customers
 * (no `all`), whom any other owner would show an empty list; none either when there is no one else.
 */
export function ownerFilterChoices(owners: CustomerOwnerRef[], seesAll: boolean): CustomerOwnerRef[] {
  return seesAll && owners.length > 1 ? owners : [];
}

export const useSources = (): CrmTagItem[] =>
  useOnce(true, () => listFlat('source', { notifyErrors: false }).then((r) => r.list));
export const useFollowTypes = (): CrmTagItem[] =>
  useOnce(true, () => listFlat('follow', { notifyErrors: false }).then((r) => r.list));
export const useTagGroups = (): CrmTagGroup[] =>
  useOnce(true, () => tagGroups({ display: true }, { notifyErrors: false }));

/** A time of a customer (follow-ups, events, lost): the console's one way, or a dash for none. */
export function formatTime(iso: string | null, dash: string): string {
  return iso ? formatDateTime(iso) : dash;
}

/**
 * A planned follow-up with 已逾期 beside it once its day has passed: the same day boundary as the list's
 * 已逾期 filter (before today in China Standard Time), so a customer it lists says so where opened.
 */
export function NextFollowTime({
  iso,
  dash,
  now = new Date(),
}: {
  iso: string | null;
  dash: string;
  now?: Date;
}) {
  const t = useT();
  if (!iso) return <>{dash}</>;
  const overdue = new Date(iso) < chinaMidnight(now);
  return (
    <>
      {wrapped(formatDateTime(iso))}
      {overdue ? <span className={styles.overdue}>{t('cust.due.overdue')}</span> : null}
    </>
  );
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  allLabel: string;
  items: { id: string; label: string }[];
  onChange: (value: string) => void;
}

export function FilterSelect({ label, value, allLabel, items, onChange }: FilterSelectProps) {
  return (
    <Select
      label={label}
      className={layout.filter}
      selectedKey={value || anyKey}
      onSelectionChange={(k) => onChange(k === anyKey || k === null ? '' : String(k))}
      items={[{ id: anyKey, label: allLabel }, ...items]}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

interface FiltersProps {
  query: ListQueryState;
  setFilter: (name: string, value: string) => void;
  sources: CrmTagItem[];
  groups: CrmTagGroup[];
  /** Members for the owner filter; empty hides it (the pool has no owner). */
  owners: CustomerOwnerRef[];
  /** The lost list has one stage only. */
  stages?: boolean;
}

/** Every filter of a customer list; each one is kept in the address by the list view. */
export function CustomerFilters({ query, setFilter, sources, groups, owners, stages = true }: FiltersProps) {
  const t = useT();
  const f = query.filters;
  const all = t('cust.any');
  const range = f.createdFrom && f.createdTo ? { start: f.createdFrom, end: f.createdTo } : null;
  return (
    <>
      {stages ? (
        <FilterSelect
          label={t('cust.stage')}
          value={f.stage}
          allLabel={all}
          items={customerStages.filter((s) => s !== 'lost').map((s) => ({ id: s, label: t(stageKey[s]) }))}
          onChange={(v) => setFilter('stage', v)}
        />
      ) : null}
      <FilterSelect
        label={t('cust.level')}
        value={f.level}
        allLabel={all}
        items={customerLevels.map((l) => ({ id: l, label: l }))}
        onChange={(v) => setFilter('level', v)}
      />
      <FilterSelect
        label={t('cust.source')}
        value={f.sourceId}
        allLabel={all}
        items={sources.map((s) => ({ id: String(s.id), label: s.title }))}
        onChange={(v) => setFilter('sourceId', v)}
      />
      <FilterSelect
        label={t('cust.tags')}
        value={f.tagIds}
        allLabel={all}
        items={groups.flatMap((g) =>
          g.tags.map((tag) => ({ id: String(tag.id), label: `${g.title} / ${tag.title}` })),
        )}
        onChange={(v) => setFilter('tagIds', v)}
      />
      {owners.length > 0 ? (
        <FilterSelect
          label={t('cust.owner')}
          value={f.ownerId}
          allLabel={all}
          items={owners.map((o) => ({ id: String(o.id), label: o.name }))}
          onChange={(v) => setFilter('ownerId', v)}
        />
      ) : null}
      <FilterSelect
        label={t('cust.due')}
        value={f.due}
        allLabel={all}
        items={dueValues.map((d) => ({ id: d, label: t(dueKey[d]) }))}
        onChange={(v) => setFilter('due', v)}
      />
      <DateRangePicker
        label={t('cust.createdAt')}
        value={range}
        onChange={(r) => {
          setFilter('createdFrom', r?.start ?? '');
          setFilter('createdTo', r?.end ?? '');
        }}
      />
      {customerRangeFilters.map((r) => (
        <DateRangePicker
          key={r.field.key}
          label={t(`cust.${r.field.key}`)}
          value={f[r.from] && f[r.to] ? { start: f[r.from] ?? '', end: f[r.to] ?? '' } : null}
          onChange={(v) => {
            setFilter(r.from, v?.start ?? '');
            setFilter(r.to, v?.end ?? '');
          }}
        />
      ))}
      <div className={styles.region}>
        <AddressPicker
          label={t('cust.region')}
          value={{ ...emptyAddress, areaId: idOf(f.areaId) ?? 0 }}
          coordinates={false}
          detail={false}
          source={areaSource}
          onChange={(a) => setFilter('areaId', a.areaId ? String(a.areaId) : '')}
        />
      </div>
    </>
  );
}

/**
 * A list narrowed to one import's customers (`?importId=`, where an import's report and message lead):
 * says so, can open the report, and one press shows every customer again.
 */
export function ImportFilterBanner({
  importId,
  onOpen,
  onClear,
}: {
  importId: string;
  onOpen?: () => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <p className={styles.banner}>
      <span role="status">{t('cust.importReport', { id: importId })}</span>{' '}
      {onOpen ? <Button onPress={onOpen}>{t('cust.importOpen')}</Button> : null}{' '}
      <Button onPress={onClear}>{t('cust.showAll')}</Button>
    </p>
  );
}

/**
 * A list narrowed to a saved group's customers (`?groupId=`, where the group list's 查看客户 leads):
 * names the group, or gives its number while the name is read or when the reader may not read groups,
 * and one press shows every customer again.
 */
export function GroupFilterBanner({ groupId, onClear }: { groupId: string; onClear: () => void }) {
  const t = useT();
  const mayRead = useMayCall()(customerRule.groupDetail);
  const group = useResource(mayRead ? groupId : null, () =>
    customerGroupDetail(Number(groupId), { notifyErrors: false }),
  );
  const name = group.data?.name;
  return (
    <p className={styles.banner}>
      <span>{name ? t('cust.groupShown', { name }) : t('cust.groupFilter', { id: groupId })}</span>{' '}
      <Button onPress={onClear}>{t('cust.showAll')}</Button>
    </p>
  );
}

/** A bulk action on customers, for the words of its toast. */
export type BulkAction = 'claim' | 'release' | 'assign' | 'tag';

/**
 * The toast of a bulk action: the customer named when it was one ("已领取 王芳"), else how many, in
 * the action's own words ("已领取 20 位客户"). Tagging names nobody: it is said the same for one.
 */
const doneWords = {
  claim: { one: 'cust.doneClaim', many: 'cust.doneClaimMany' },
  release: { one: 'cust.doneRelease', many: 'cust.doneReleaseMany' },
  assign: { one: 'cust.doneAssign', many: 'cust.doneAssignMany' },
  tag: { one: null, many: 'cust.doneTagMany' },
} as const;

/**
 * Reports a bulk action: a toast with how many changed (naming the customer when the action was on one,
 * so the manager hears whom it touched) and a dialog listing the refused rows with their reasons.
 */
export function useBulkOutcome(): {
  report: (
    answer: Undoable<CustomerBulkResult>,
    action: BulkAction,
    /** The customer's name when the action was on one. */
    name?: string,
    onUndone?: () => void,
  ) => void;
  dialog: ReactNode;
} {
  const t = useT();
  const toast = useToast();
  const [refused, setRefused] = useState<CustomerBulkResult['refused']>([]);
  const report = (
    answer: Undoable<CustomerBulkResult>,
    action: BulkAction,
    name?: string,
    onUndone?: () => void,
  ) => {
    const r = answer.data;
    const words = doneWords[action];
    const done =
      words.one && name !== undefined && r.changed === 1
        ? t(words.one, { name })
        : t(words.many, { count: r.changed });
    const text =
      r.refused.length > 0 ? `${done}, ${t('cust.bulkRefused', { count: r.refused.length })}` : done;
    // With the answer's undo handle the toast offers 撤销; once undone the screen reloads.
    toast.show(text, { tone: r.refused.length > 0 ? 'info' : 'success', undo: answer.undo, onUndone });
    setRefused(r.refused);
  };
  const dialog = (
    <Modal isOpen={refused.length > 0} onOpenChange={(open) => !open && setRefused([])}>
      <Dialog
        title={t('cust.refusedTitle')}
        role="alertdialog"
        actions={(close) => (
          <Button variant="primary" onPress={close}>
            {t('cust.close')}
          </Button>
        )}
      >
        <ul className={styles.refused}>
          {refused.map((r) => (
            <li key={r.id}>{t('cust.refusedRow', { id: r.id, reason: r.reason })}</li>
          ))}
        </ul>
      </Dialog>
    </Modal>
  );
  return { report, dialog };
}
