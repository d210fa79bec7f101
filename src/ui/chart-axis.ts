/** The bar chart's category axis: which labels it shows, on which line. Pure, so it is tested alone. */

/** One label under the axis: the words shown, the whole name, the line it sits on (0 = first). */
export interface AxisLabel {
  index: number;
  text: string;
  full: string;
  line: number;
}

/** The gap, in CSS pixels, kept between two labels on one line. */
const gap = 6;
/** Lines a category axis may use before its labels are shortened. */
const maxLines = 3;

const wide = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/**
 * A label's width at the axis's 12 px, estimated: the drawing is laid out before it is measured, and
 * a CJK character is a full em while Latin letters and digits average a little over half of one.
 */
export function labelWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += wide.test(ch) ? 12 : 7.5;
  return w;
}

/** `text` cut to fit `room` pixels with an ellipsis, or whole when it fits. */
function shorten(text: string, room: number): string {
  if (labelWidth(text) <= room) return text;
  let out = '';
  for (const ch of text) {
    if (labelWidth(`${out}${ch}…`) > room) break;
    out += ch;
  }
  return `${out}…`;
}

/**
 * A time axis (a date per bar) names one bar per ~72 px, the first and the last always: the dates
 * between are read from their neighbours.
 */
export function timeLabels(labels: string[], plotWidth: number): AxisLabel[] {
  const every = Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(plotWidth / 72))));
  return labels.flatMap((full, index) =>
    index % every === 0 || index === labels.length - 1 ? [{ index, text: full, full, line: 0 }] : [],
  );
}

/**
 * A category axis (stages, tags, provinces) names every bar: nothing says which bar a missing name
 * belongs to. Where neighbours would touch, every other label (then every third) moves a line down;
 * past three lines the labels are shortened, the whole name kept for the drawing's tooltip and said
 * in the table behind the chart.
 */
export function categoryLabels(labels: string[], slot: number): { lines: number; labels: AxisLabel[] } {
  const widths = labels.map(labelWidth);
  const fits = (lines: number) =>
    widths.every((w, i) => {
      const next = widths[i + lines];
      return next === undefined || (w + next) / 2 + gap <= lines * slot;
    });
  const found = [1, 2, maxLines].find(fits);
  const lines = found ?? maxLines;
  const room = Math.max(12, lines * slot - gap);
  return {
    lines,
    labels: labels.map((full, index) => ({
      index,
      full,
      text: found === undefined ? shorten(full, room) : full,
      line: index % lines,
    })),
  };
}
