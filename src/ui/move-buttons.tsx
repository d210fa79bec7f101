import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { Button } from './button.tsx';

/**
 * An item's two reorder buttons, each named with the item: up and down in a table, left and right
 * (earlier, later) on cards; the first item cannot move earlier nor the last later, and neither moves
 * while a save is under way.
 */
export function MoveButtons({
  className,
  at,
  count,
  busy,
  onMove,
  labels,
  across = false,
}: {
  className?: string;
  /** The item's place, from 0. */
  at: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  /** The earlier and later buttons' accessible names. */
  labels: [string, string];
  /** Cards laid out in a row: arrows left and right. */
  across?: boolean;
}) {
  const Earlier = across ? ArrowLeft : ArrowUp;
  const Later = across ? ArrowRight : ArrowDown;
  return (
    <span className={className}>
      <Button
        size="small"
        variant="quiet"
        data-step="-1"
        isDisabled={busy || at <= 0}
        onPress={() => onMove(-1)}
        aria-label={labels[0]}
      >
        <Earlier aria-hidden="true" size={14} />
      </Button>
      <Button
        size="small"
        variant="quiet"
        data-step="1"
        isDisabled={busy || at >= count - 1}
        onPress={() => onMove(1)}
        aria-label={labels[1]}
      >
        <Later aria-hidden="true" size={14} />
      </Button>
    </span>
  );
}
