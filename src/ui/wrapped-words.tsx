import { Fragment, type ReactNode } from 'react';
import styles from './wrapped-words.module.css';

/**
 * A `wrap` column's text breaks only between its words (a date, its time, the zone's name), never
 * inside one: "2026-12-02" is not cut at a hyphen into "2026-12-" and "02". A column that draws more
 * than text (a time with a badge beside it) passes its text through this itself.
 */
export function wrapped(content: ReactNode): ReactNode {
  if (typeof content !== 'string') return content;
  // At a space (left outside the words, so the line may break there), but not inside brackets (the
  // zone's "(China time)" stays whole), and before a full-width bracket (the zone's （北京时间）),
  // where Chinese text breaks.
  const parts = content.split(/ (?![^(]*\))/);
  if (parts.length < 2 && !content.includes('（')) return content;
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
    <Fragment key={i}>
      {i > 0 ? ' ' : null}
      {part.split(/(?=（)/).map((word, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <span key={j} className={styles.word}>
          {word}
        </span>
      ))}
    </Fragment>
  ));
}

/**
 * A mainland mobile number that may break between its 3-4-4 groups when its column is short of room
 * ("138 0013 8000" is how one is read out), never elsewhere; its text stays the eleven digits, for a
 * screen reader and for copying. Any other value is returned as it is.
 */
export function mobileGroups(mobile: string): ReactNode {
  const groups = /^(\d{3})(\d{4})(\d{4})$/.exec(mobile);
  if (!groups) return mobile;
  return (
    <span>
      {groups[1]}
      <wbr />
      {groups[2]}
      <wbr />
      {groups[3]}
    </span>
  );
}
