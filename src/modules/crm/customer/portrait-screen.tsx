import '../../../i18n/kit.ts';
import '../customer-insight.strings.ts';
import { useEffect, useState } from 'react';
import type { PortraitResult, PortraitSlice } from '../../../../contract/customer.ts';
import { customerLevels, customerRule, customerStages } from '../../../../contract/customer.ts';
import type { MessageKey } from '../../../i18n/catalog.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { currentParams, onHashChange, writeParams } from '../../../lib/hash.ts';
import { inPlace } from '../../../services/http.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useMayCall } from '../../../shell/use-may-call.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';
import layout from '../../../ui/layout.module.css';
import { ResourceError } from '../../../ui/resource-error.tsx';
import { Select, SelectItem } from '../../../ui/select.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { customerPortrait, listCustomerGroups } from '../customer-insight.ts';
import styles from './customer-insight.module.css';
import { stageKey } from './customer-links.ts';

const allKey = 'all';

/** The group in the address (`?groupId=12`), or 0 for all customers. */
function groupParam(): number {
  const id = Number(currentParams().get('groupId'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function chooseGroup(groupId: number) {
  const params = currentParams();
  if (groupId > 0) params.set('groupId', String(groupId));
  else params.delete('groupId');
  writeParams(params);
}

type Translate = ReturnType<typeof useT>;

/** A slice's label as the chart and its table say it: stages and levels in words, blanks named. */
function sliceLabel(kind: 'stage' | 'level' | 'owner' | 'other', s: PortraitSlice, t: Translate): string {
  const stage = customerStages.find((x) => x === s.key);
  if (kind === 'stage' && stage) return t(stageKey[stage]);
  if (kind === 'level' && customerLevels.some((x) => x === s.key))
    return t('insight.level', { level: s.key });
  if (kind === 'owner' && s.key === '') return t('insight.pool');
  return s.label || t('insight.none');
}

/** Stages and levels are few and known: each is shown, in its order, with 0 where none are. */
function complete(kind: 'stage' | 'level' | 'owner' | 'other', slices: PortraitSlice[]): PortraitSlice[] {
  const known: readonly string[] = kind === 'stage' ? customerStages : kind === 'level' ? customerLevels : [];
  if (known.length === 0) return slices;
  const rest = slices.filter((s) => !known.includes(s.key));
  return [...known.map((key) => slices.find((s) => s.key === key) ?? { key, label: key, count: 0 }), ...rest];
}

function SliceChart(props: {
  title: MessageKey;
  kind: 'stage' | 'level' | 'owner' | 'other';
  slices: PortraitSlice[];
  /** A customer can be in several slices (tags): no total. */
  overlapping?: boolean;
}) {
  const t = useT();
  const title = t(props.title);
  return (
    <section className={styles.card} aria-label={title}>
      <BarChart
        title={title}
        axis="category"
        categoryLabel={t('insight.portrait.category')}
        overlapping={props.overlapping}
        series={[{ id: 'count', label: t('insight.customers'), tone: 'accent' }]}
        data={complete(props.kind, props.slices).map((s) => ({
          key: s.key || 'none',
          label: sliceLabel(props.kind, s, t),
          values: { count: s.count },
        }))}
      />
    </section>
  );
}

function PortraitCharts({ portrait }: { portrait: PortraitResult }) {
  const t = useT();
  const locale = useLocale();
  const weekly = t('insight.portrait.weekly');
  return (
    <>
      <p className={layout.figure}>
        {t('insight.portrait.total', { count: portrait.total.toLocaleString(locale) })}
      </p>
      <div className={styles.charts}>
        <SliceChart title="insight.portrait.byStage" kind="stage" slices={portrait.byStage} />
        <SliceChart title="insight.portrait.bySource" kind="other" slices={portrait.bySource} />
        <SliceChart title="insight.portrait.byTag" kind="other" slices={portrait.byTag} overlapping />
        <SliceChart title="insight.portrait.byProvince" kind="other" slices={portrait.byProvince} />
        <SliceChart title="insight.portrait.byOwner" kind="owner" slices={portrait.byOwner} />
        <SliceChart title="insight.portrait.byLevel" kind="level" slices={portrait.byLevel} />
        <section className={styles.card} aria-label={weekly}>
          <BarChart
            title={weekly}
            categoryLabel={t('insight.portrait.week')}
            series={[
              { id: 'newCustomers', label: t('insight.portrait.newCustomers'), tone: 'accent' },
              { id: 'follows', label: t('insight.portrait.follows'), tone: 'success' },
            ]}
            data={portrait.weekly.map((w) => ({
              key: w.week,
              label: t('insight.portrait.weekOf', { date: w.week }),
              short: w.week.slice(5),
              values: { newCustomers: w.newCustomers, follows: w.follows },
            }))}
          />
        </section>
      </div>
    </>
  );
}

function Portrait({ groupId }: { groupId: number }) {
  const t = useT();
  const portrait = useResource(groupId, () => inPlace(customerPortrait(groupId || undefined)));
  if (portrait.failed && !portrait.data) {
    return <ResourceError resource={portrait} />;
  }
  if (!portrait.data) return <p role="status">{t('kit.loading')}</p>;
  return <PortraitCharts portrait={portrait.data} />;
}

/** /crm/customer/portrait: how the customers (all, or a saved group's) are spread, each chart with its table. */
export default function PortraitScreen() {
  const t = useT();
  const mayCall = useMayCall();
  const [groupId, setGroupId] = useState(groupParam);
  useEffect(() => onHashChange(() => setGroupId(groupParam())), []);
  // The picker offers the saved groups when the member may list them; all customers otherwise.
  const groups = useResource(() =>
    mayCall(customerRule.groupList)
      ? listCustomerGroups({ page: 1, pageSize: 100 }, { notifyErrors: false }).then((r) => r.list)
      : Promise.resolve([]),
  );
  const items = [
    { id: allKey, label: t('insight.portrait.all') },
    ...(groups.data ?? []).map((g) => ({ id: String(g.id), label: g.name })),
  ];
  // A group from a link that is not (or no longer) among the saved ones still shows as chosen.
  if (groupId > 0 && !items.some((i) => i.id === String(groupId))) {
    items.push({ id: String(groupId), label: `#${groupId}` });
  }

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('insight.portrait.title')}</PageHeading>
      <p className={layout.muted}>{t('insight.portrait.intro')}</p>
      <Select
        className={styles.picker}
        label={t('insight.portrait.group')}
        items={items}
        selectedKey={groupId > 0 ? String(groupId) : allKey}
        onSelectionChange={(key) => chooseGroup(key === allKey || key === null ? 0 : Number(key))}
      >
        {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
      </Select>
      <Portrait groupId={groupId} />
    </div>
  );
}
