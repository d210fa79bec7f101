import '../i18n/kit.ts';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { SortId, SortItem } from '../machines/sort.machine.ts';
import { Button } from './button.tsx';
import { useFocusKeeper } from './focus-keeper.ts';
import listStyles from './list-view.module.css';
import { MoveButtons } from './move-buttons.tsx';
import styles from './sortable-cards.module.css';
import { useSortOrder } from './use-sort-order.ts';
import { Allowed, type Grant } from './withheld.tsx';

/** A card's first control (its switch, edit, delete or move buttons): where focus lands on it. */
function firstControl(card: HTMLElement): HTMLElement | null {
  return card.querySelector<HTMLElement>(
    'button:not(:disabled), input:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])',
  );
}

/** What a card's content is given: where focus goes on the card (its first control), once it is there. */
export interface CardPlace {
  focusTarget: () => HTMLElement | null;
}

export interface SortableCardsProps<T> {
  'aria-label': string;
  rows: T[];
  rowKey: (row: T) => SortId;
  /** Names a card in its move buttons' labels ("Move Spring sale earlier"). */
  rowLabel: (row: T) => string;
  /** The card's content (an image, a title, its own buttons), given the card's place for focus. */
  renderCard: (row: T, card: CardPlace) => ReactNode;
  /** Saves the order shown, top first as 1; a rejection keeps the new order on screen to retry. */
  save: (body: { list: SortItem[] }) => Promise<unknown>;
  /** Beside "Save order" (an add button). */
  toolbar?: ReactNode;
  /** Under the toolbar, over the cards, where a list view keeps it: the line of others' changes. */
  note?: ReactNode;
  /**
   * Whether the role may reorder (`useGrant` of the save call's rule): without it no move buttons, no
   * save or reset; withheld (the right lost on the open screen), they stay with the reason. Default true.
   */
  mayOrder?: Grant;
}

/**
 * Cards in order (slides): each card moves earlier or later with its own buttons, by keyboard or
 * pointer alike (WCAG 2.5.7), focus staying on the button pressed; then "Save order" saves them all
 * at once through the sort machine, as the sortable table does.
 */
export function SortableCards<T extends object>({
  rows,
  rowKey,
  rowLabel,
  renderCard,
  save,
  toolbar,
  note,
  mayOrder = true,
  ...rest
}: SortableCardsProps<T>) {
  const t = useT();
  const { actor, order, dirty, busy, failed } = useSortOrder(rows, rowKey, save);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement | null>(null);
  // A card deleted (its buttons with it) hands focus to the card that took its place, as a list's row
  // does (`useFocusKeeper`).
  const keeper = useFocusKeeper(rows, {
    items: (area) => Array.from(area?.querySelectorAll<HTMLElement>(':scope > [data-card]') ?? []),
    target: firstControl,
  });
  const keeperRef = keeper.ref;
  const setList = (el: HTMLOListElement | null) => {
    list.current = el;
    keeperRef(el);
  };
  const cardPlace = (id: SortId): CardPlace => ({
    focusTarget: () => {
      // The cards may have left and come back (the last one deleted, then its undo): a new list.
      const cards = list.current?.isConnected ? list.current : document;
      const card = cards.querySelector<HTMLElement>(`[data-card="${CSS.escape(String(id))}"]`);
      return card ? firstControl(card) : null;
    },
  });
  const refocus = useRef<{ id: SortId; step: -1 | 1 } | null>(null);
  // A moved card's DOM node moves too, which takes focus from it: give it back to the button pressed,
  // or to the other one when the card reached an end.
  useLayoutEffect(() => {
    void order;
    const wanted = refocus.current;
    if (!wanted || !list.current) return;
    refocus.current = null;
    const button = (step: number) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-card="${CSS.escape(String(wanted.id))}"] [data-step="${step}"]`,
      );
    const same = button(wanted.step);
    (same && !same.disabled ? same : button(-wanted.step))?.focus();
  }, [order]);
  const byId = new Map(rows.map((r) => [rowKey(r), r]));
  const move = (id: SortId, step: -1 | 1) => {
    const at = order.indexOf(id);
    const target = order[at + step];
    const row = byId.get(id);
    if (target === undefined || !row) return;
    refocus.current = { id, step };
    actor.send({ type: 'sort.move', keys: [id], target, position: step < 0 ? 'before' : 'after' });
    setAnnouncement(t('sort.moved', { name: rowLabel(row), position: at + step + 1 }));
  };
  return (
    <div className={listStyles.list}>
      <div className={listStyles.toolbar}>
        {toolbar}
        <span className={listStyles.grow} />
        {failed ? <span className={listStyles.status}>{t('sort.saveFailed')}</span> : null}
        <Allowed by={mayOrder}>
          <Button isDisabled={!dirty || busy} onPress={() => actor.send({ type: 'sort.reset' })}>
            {t('sort.reset')}
          </Button>
          <Button variant="primary" isPending={busy} onPress={() => actor.send({ type: 'sort.save' })}>
            {t('sort.save')}
          </Button>
        </Allowed>
      </div>
      {note}
      <ol ref={setList} className={styles.cards} aria-label={rest['aria-label']}>
        {order.map((id, at) => {
          const row = byId.get(id);
          if (!row) return null;
          const name = rowLabel(row);
          return (
            <li key={String(id)} className={styles.card} data-card={String(id)}>
              <span className={styles.position} aria-hidden="true">
                {at + 1}
              </span>
              {renderCard(row, cardPlace(id))}
              <Allowed by={mayOrder}>
                <MoveButtons
                  className={styles.moves}
                  at={at}
                  count={order.length}
                  busy={busy}
                  onMove={(step) => move(id, step)}
                  labels={[t('sort.moveEarlier', { name }), t('sort.moveLater', { name })]}
                  across
                />
              </Allowed>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
