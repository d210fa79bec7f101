import layout from './layout.module.css';

/** A line under a row's name: a declared field's value (contract/entity-fields.ts, `underName`). */
export interface NameLine {
  key: string;
  text: string;
}

/** A row's name with the lines under it that have a value. */
export function NameCell({
  name,
  lines,
  className = layout.nameCell,
}: {
  name: string;
  lines: readonly NameLine[];
  className?: string | undefined;
}) {
  return (
    <span className={className}>
      <span>{name}</span>
      {lines.map((l) =>
        l.text ? (
          <span key={l.key} className={layout.sub}>
            {l.text}
          </span>
        ) : null,
      )}
    </span>
  );
}
