import type { ReactNode } from 'react';
import { TableLayout, Virtualizer } from 'react-aria-components';

export interface TableVirtualizerProps {
  /** Estimated row height in px. */
  rowHeight: number;
  children: ReactNode;
}

/**
 * Lays out only the rows in view of the table inside it (a default export, loaded lazily by
 * `Table`). The virtualizer scrolls the table element itself, so that element gets the height; rows
 * are measured (estimated, not fixed heights) because cells hold buttons and switches.
 */
export default function TableVirtualizer({ rowHeight, children }: TableVirtualizerProps) {
  return (
    <Virtualizer
      layout={TableLayout}
      layoutOptions={{ estimatedRowHeight: rowHeight, estimatedHeadingHeight: rowHeight }}
    >
      {children}
    </Virtualizer>
  );
}
