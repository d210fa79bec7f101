import '../../../i18n/kit.ts';
import '../customer-insight.strings.ts';
import { chinaMonday } from '../../../../contract/china-time.ts';
import { type CustomerStage, type CustomerSummary, customerStages } from '../../../../contract/customer.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { hashHref } from '../../../lib/hash.ts';
import { inPlace } from '../../../services/http.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useMayOpen } from '../../../shell/use-may-open.ts';
import { BarChart } from '../../../ui/bar-chart.tsx';
import layout from '../../../ui/layout.module.css';
import { Link } from '../../../ui/link.tsx';
import { ResourceError } from '../../../ui/resource-error.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { customerSummary } from '../customer-insight.ts';
import styles from './customer-insight.module.css';
import { listHref, stageKey } from './customer-links.ts';

type Figure = { id: string; title: string; value: number; href: string };

function figuresOf(s: CustomerSummary, t: ReturnType<typeof useT>): Figure[] {
  return [
    { id: 'due', title: t('insight.home.dueToday'), value: s.dueToday, href: listHref({ due: 'today' }) },
    { id: 'overdue', title: t('insight.home.overdue'), value: s.overdue, href: listHref({ due: 'overdue' }) },
    {
      id: 'new',
      title: t('insight.home.newThisWeek'),
      value: s.newThisWeek,
      // This week's Monday as the server counts weeks, wherever the browser is.
      href: listHref({ createdFrom: chinaMonday(new Date()) }),
    },
    { id: 'pool', title: t('insight.home.poolSize'), value: s.poolSize, href: '/crm/customer/pool' },
  ];
}

/** Where a stage of the funnel leads: the list with that stage, or the lost list for the lost. */
const stageHref = (stage: CustomerStage) => (stage === 'lost' ? '/crm/customer/lost' : listHref({ stage }));

/** /crm/index: today's work (due, overdue, new this week, the pool) and the stage funnel. */
export default function CrmIndexScreen() {
  const t = useT();
  const locale = useLocale();
  const mayOpen = useMayOpen();
  const summary = useResource(() => inPlace(customerSummary()));
  const s = summary.data;
  const link = (href: string, label: string) =>
    mayOpen(href.split('?')[0] ?? href) ? <Link href={hashHref(href)}>{label}</Link> : null;

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('insight.home.title')}</PageHeading>
      <p className={layout.muted}>
        {s?.scope === 'mine' ? t('insight.home.introMine') : t('insight.home.intro')}
      </p>
      {summary.failed && !s ? (
        <ResourceError resource={summary} />
      ) : !s ? (
        <p role="status">{t('kit.loading')}</p>
      ) : (
        <>
          <div className={styles.cards}>
            {figuresOf(s, t).map((f) => (
              <section key={f.id} className={styles.card} aria-labelledby={`crm-home-${f.id}`}>
                <h2 id={`crm-home-${f.id}`} className={layout.cardTitle}>
                  {f.title}
                </h2>
                <p className={layout.figure}>
                  {t('insight.home.count', { count: f.value.toLocaleString(locale) })}
                </p>
                {link(f.href, t('insight.home.toListOf', { title: f.title }))}
              </section>
            ))}
          </div>
          <section className={styles.card} aria-labelledby="crm-home-funnel">
            <h2 id="crm-home-funnel" className={layout.cardTitle}>
              {t('insight.home.funnel')}
            </h2>
            <BarChart
              title={t('insight.home.funnel')}
              titleShown={false}
              axis="category"
              categoryLabel={t('insight.home.stage')}
              series={[{ id: 'count', label: t('insight.customers'), tone: 'accent' }]}
              data={customerStages.map((stage) => ({
                key: stage,
                label: t(stageKey[stage]),
                values: { count: s.funnel.find((f) => f.stage === stage)?.count ?? 0 },
              }))}
            />
            <ul className={styles.linkList} aria-label={t('insight.home.byStage')}>
              {customerStages.map((stage) => {
                const count = s.funnel.find((f) => f.stage === stage)?.count ?? 0;
                const label = `${t(stageKey[stage])} ${count.toLocaleString(locale)}`;
                return <li key={stage}>{link(stageHref(stage), label) ?? label}</li>;
              })}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
