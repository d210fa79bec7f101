import { useEffect, useId, useRef, useState } from 'react';
import '../i18n/chart.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import styles from './bar-chart.module.css';
import { categoryLabels, timeLabels } from './chart-axis.ts';

export interface ChartSeries {
  id: string;
  label: string;
  tone: 'accent' | 'danger' | 'success' | 'muted';
}

export interface ChartPoint {
  key: string;
  /** The category as the table and the summary say it ("11月20日"). */
  label: string;
  /** A shorter form for the axis ("11-20"); default `label`. */
  short?: string;
  /** A value per series id; a missing one is 0. */
  values: Record<string, number>;
}

export interface BarChartProps {
  /** Names the figure, its drawing and its table. */
  title: string;
  series: ChartSeries[];
  data: ChartPoint[];
  /** The table's first column header; default "日期" / "Date". */
  categoryLabel?: string;
  /** The text said instead of the drawing; default one sentence per series (total, highest). */
  summary?: string;
  /**
   * The categories overlap (a customer with two tags is under both): no total is said or shown, as it
   * would count some twice. Default false.
   */
  overlapping?: boolean;
  /**
   * Whether the title is shown above the drawing. False where a heading just above says the same
   * words: the figure still names itself to assistive technology, the screen says it once. Default true.
   */
  titleShown?: boolean;
  /**
   * What the bars stand for: `time`, a date each, names one bar per ~72 px; `category` (stages, tags)
   * names every bar, on up to three lines (`categoryLabels`, `src/ui/chart-axis.ts`). Default `time`.
   */
  axis?: 'time' | 'category';
}

// The drawing's width follows the box it is shown in (one user unit = one CSS pixel), so the axis text
// keeps its CSS size on a phone and on a wide screen instead of scaling with the drawing.
const defaultWidth = 640;
const height = 220;
const pad = { top: 12, right: 8, bottom: 28, left: 44 };
const ticks = 4;
/** The distance between two lines of axis labels (12 px text). */
const lineStep = 15;

/** The smallest 1, 2 or 5 × 10ⁿ step that puts `max` under `ticks` steps. */
export function niceStep(max: number, count = ticks): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return Math.max(1, step);
}

/**
 * A grouped bar chart drawn as SVG by hand (no chart library: docs/decisions/interaction-kit.md says why),
 * with what a chart must carry for everyone: a text summary the drawing is labelled by, the legend in
 * words, and the same figures as a table behind a disclosure. One part for every chart of the console
 * (the notification overview, the customer portrait).
 */
export function BarChart({
  title,
  series,
  data,
  categoryLabel,
  summary,
  overlapping = false,
  titleShown = true,
  axis = 'time',
}: BarChartProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.clientWidth);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const number = (n: number) => n.toLocaleString(locale);
  const value = (p: ChartPoint, s: ChartSeries) => p.values[s.id] ?? 0;

  const said =
    summary ??
    series
      .map((s) => {
        const total = data.reduce((n, p) => n + value(p, s), 0);
        if (total === 0) return t('chart.seriesNone', { series: s.label });
        const top = data.reduce((best, p) => (value(p, s) > value(best, s) ? p : best));
        if (overlapping)
          return t('chart.seriesTop', { series: s.label, label: top.label, max: number(value(top, s)) });
        return t('chart.seriesSummary', {
          series: s.label,
          total: number(total),
          label: top.label,
          max: number(value(top, s)),
        });
      })
      .join(t('chart.joiner'));

  const max = Math.max(0, ...data.flatMap((p) => series.map((s) => value(p, s))));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + plotH - (v / top) * plotH;
  const group = data.length > 0 ? plotW / data.length : plotW;
  const inner = group * 0.8;
  const bar = series.length > 0 ? inner / series.length : inner;
  const names = data.map((p) => p.short ?? p.label);
  const axisText =
    axis === 'category' ? categoryLabels(names, group) : { lines: 1, labels: timeLabels(names, plotW) };
  const labelAt = new Map(axisText.labels.map((l) => [l.index, l]));
  // A second or third line of labels adds to the drawing's height, never takes from the bars'.
  const drawingHeight = height + (axisText.lines - 1) * lineStep;

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={titleShown ? styles.title : 'visually-hidden'}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-label={t('chart.legend')}>
        {series.map((s) => (
          <li key={s.id}>
            <span className={`${styles.swatch} ${styles[s.tone]}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.drawingBox}>
        <svg
          className={styles.drawing}
          width={width}
          height={drawingHeight}
          viewBox={`0 0 ${width} ${drawingHeight}`}
          role="img"
          aria-labelledby={`${titleId} ${summaryId}`}
        >
          <title>{title}</title>
          {Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step).map((v) => (
            <g key={v}>
              <line className={styles.grid} x1={pad.left} x2={width - pad.right} y1={y(v)} y2={y(v)} />
              <text
                className={styles.tick}
                x={pad.left - 6}
                y={y(v)}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {number(v)}
              </text>
            </g>
          ))}
          {data.map((p, i) => {
            const x0 = pad.left + i * group + (group - inner) / 2;
            const label = labelAt.get(i);
            return (
              <g key={p.key}>
                {series.map((s, j) => {
                  const v = value(p, s);
                  return (
                    <rect
                      key={s.id}
                      className={styles[s.tone]}
                      x={x0 + j * bar}
                      y={y(v)}
                      width={Math.max(1, bar - 1)}
                      height={pad.top + plotH - y(v)}
                    >
                      <title>{`${p.label} ${s.label} ${number(v)}`}</title>
                    </rect>
                  );
                })}
                {label ? (
                  <text
                    className={styles.tick}
                    x={x0 + inner / 2}
                    y={height - 8 + label.line * lineStep}
                    textAnchor="middle"
                  >
                    {label.text}
                    {label.text === label.full ? null : <title>{label.full}</title>}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <p id={summaryId} className={styles.summary}>
        {said}
      </p>
      <details className={styles.details}>
        <summary>
          {t('chart.showTable')}
          {/* Read with the chart's title: a page of charts has one of these each, and each names its own. */}
          <span className="visually-hidden">{t('chart.tableOf', { title })}</span>
        </summary>
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryLabel ?? t('chart.category')}</th>
                {series.map((s) => (
                  <th key={s.id} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((p) => (
                <tr key={p.key}>
                  <th scope="row">{p.label}</th>
                  {series.map((s) => (
                    <td key={s.id}>{number(value(p, s))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
            {overlapping ? null : (
              <tfoot>
                <tr>
                  <th scope="row">{t('chart.total')}</th>
                  {series.map((s) => (
                    <td key={s.id}>{number(data.reduce((n, p) => n + value(p, s), 0))}</td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </details>
    </figure>
  );
}
