import '../../../i18n/kit.ts';
import { useId, useState } from 'react';
import type { Address } from '../../../../contract/address.ts';
import type { AreaNode } from '../../../../contract/area.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { FormValue } from '../../../lib/form-serialiser.ts';
import { chosenIds, chosenNames } from '../../../machines/address.machine.ts';
import { areaInit } from '../../../services/area.ts';
import { ApiError } from '../../../services/http.ts';
import { areaSource } from '../../../services/kit-sources.ts';
import { AddressPicker } from '../../../ui/address-picker.tsx';
import { Button } from '../../../ui/button.tsx';
import layout from '../../../ui/layout.module.css';
import { TagGroup } from '../../../ui/tag-group.tsx';
import styles from './customer-insight.module.css';
import { areaLabel } from './group-conditions.ts';

/**
 * One chosen area of a group's conditions: its code, and the codes and names from its province down
 * to it (kept with the code so the tag shows "深圳市（广东省）" without asking again, and so a draft
 * brings its names back too).
 */
export type AreaChoice = { id: number; ids: number[]; names: string[] };

/** The contract's `customerConditions.areaIds` takes at most this many. */
const areaLimit = 100;

const numbersOf = (v: FormValue | undefined): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const stringsOf = (v: FormValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The form value back as choices; anything not shaped like one is dropped. */
export function areaChoicesOf(v: FormValue | undefined): AreaChoice[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x) => {
    if (x === null || typeof x !== 'object' || Array.isArray(x) || typeof x.id !== 'number') return [];
    return [{ id: x.id, ids: numbersOf(x.ids), names: stringsOf(x.names) }];
  });
}

/**
 * A saved group answers only codes: the names come from the area lists. Provinces are in the list the
 * builder has already; every other code is looked up once (`init` answers its chain). A code that names
 * no area any more stays in the conditions, shown as such, so saving does not drop it unseen.
 */
export async function resolveAreaChoices(
  ids: readonly number[],
  provinces: readonly AreaNode[],
): Promise<AreaChoice[]> {
  return Promise.all(
    ids.map(async (id): Promise<AreaChoice> => {
      const province = provinces.find((p) => p.id === id);
      if (province) return { id, ids: [id], names: [province.name] };
      try {
        const { levels } = await areaInit(id, { notifyErrors: false });
        return { id, ids: chosenIds(levels), names: chosenNames(levels) };
      } catch (e) {
        // Only "no such area" is kept; a failed call fails the form's load, which offers a retry.
        if (e instanceof ApiError && !e.retryable) return { id, ids: [id], names: [] };
        throw e;
      }
    }),
  );
}

/** The area picked in the picker, not yet added: its code, and the codes and names down to it. */
export type AreaDraft = { areaId: number; ids: number[]; names: string[] };
const noDraft: AreaDraft = { areaId: 0, ids: [], names: [] };

export type AreaAdded =
  | { added: AreaChoice[]; merged: number }
  | { refused: 'nothing' | 'full' }
  | { refused: 'chosen' | 'within'; holder: AreaChoice };

/**
 * Adds the picked area to the chosen ones. One already chosen, or inside a chosen one (a city of a
 * whole province), is refused with the one that holds it; a province takes the place of the cities
 * and districts chosen inside it (`merged` says how many), so each customer is named by one area.
 */
export function addArea(value: readonly AreaChoice[], draft: AreaDraft): AreaAdded {
  if (!draft.areaId) return { refused: 'nothing' };
  const holder = value.find((c) => draft.ids.includes(c.id));
  if (holder) return { refused: holder.id === draft.areaId ? 'chosen' : 'within', holder };
  const kept = value.filter((c) => !c.ids.includes(draft.areaId));
  if (kept.length >= areaLimit) return { refused: 'full' };
  return {
    added: [...kept, { id: draft.areaId, ids: draft.ids, names: draft.names }],
    merged: value.length - kept.length,
  };
}
const emptyAddress: Address = {
  areaId: 0,
  province: '',
  city: '',
  district: '',
  address: '',
  lat: null,
  lng: null,
};

export interface GroupAreasProps {
  value: AreaChoice[];
  onChange: (value: AreaChoice[]) => void;
}

/**
 * The areas of a group: the chosen ones as removable tags, and the region picker (province → city →
 * district, the customer list's) with an add button. A whole province takes in the cities chosen in it;
 * an area already inside a chosen one is not added again.
 */
export function GroupAreas({ value, onChange }: GroupAreasProps) {
  const t = useT();
  const legendId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<AreaDraft>(noDraft);
  const [said, setSaid] = useState('');
  const labelOf = (c: { id: number; names: string[] }) => areaLabel(t, c);
  const draftLabel = labelOf({ id: draft.areaId, names: draft.names });
  const outcome = addArea(value, draft);
  const hint =
    'added' in outcome
      ? ''
      : outcome.refused === 'chosen'
        ? t('insight.group.areaChosen', { name: draftLabel })
        : outcome.refused === 'within'
          ? t('insight.group.areaWithinChosen', { name: draftLabel, parent: labelOf(outcome.holder) })
          : outcome.refused === 'full'
            ? t('insight.group.areaFull', { max: areaLimit })
            : '';

  // The button stays enabled and says why it cannot add: a button disabled under the keyboard drops focus.
  const add = () => {
    if (!('added' in outcome)) return setSaid(hint || t('insight.group.areaPickFirst'));
    onChange(outcome.added);
    setSaid(
      outcome.merged > 0
        ? t('insight.group.areaAddedMerged', { name: draftLabel, count: outcome.merged })
        : t('insight.group.areaAdded', { name: draftLabel }),
    );
    // Back up one level, so the next city of the same province is one choice away.
    const ids = draft.ids.slice(0, -1);
    setDraft({ areaId: ids.at(-1) ?? 0, ids, names: draft.names.slice(0, ids.length) });
  };

  const remove = (keys: Set<unknown>) => {
    const gone = value.filter((c) => keys.has(c.id));
    onChange(value.filter((c) => !keys.has(c.id)));
    setSaid(t('insight.group.areaRemoved', { name: gone.map(labelOf).join(t('kit.listJoin')) }));
  };

  return (
    <fieldset className={styles.areas} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.areasLegend}>
        {t('insight.group.areas')}
      </legend>
      <TagGroup
        label={t('insight.group.areasChosen')}
        items={value.map((c) => ({ id: c.id, label: labelOf(c) }))}
        onRemove={remove}
        removeLabel={t('insight.group.areaRemove')}
        emptyText={t('insight.group.areaNone')}
      />
      <AddressPicker
        label={t('insight.group.areaPicker')}
        value={{ ...emptyAddress, areaId: draft.areaId }}
        coordinates={false}
        detail={false}
        source={areaSource}
        onChange={(a, ids) =>
          setDraft({
            areaId: a.areaId,
            ids,
            names: [a.province, a.city, a.district].slice(0, ids.length),
          })
        }
      />
      <div className={styles.areaAdd}>
        <Button size="small" onPress={add} aria-describedby={hint ? hintId : undefined}>
          {draft.areaId
            ? t('insight.group.areaAdd', { name: draftLabel })
            : t('insight.group.areaAddNothing')}
        </Button>
        {hint ? (
          <span id={hintId} className={layout.muted}>
            {hint}
          </span>
        ) : null}
      </div>
      {/* Not a status role: the live count is the builder's one status. */}
      <div className="visually-hidden" aria-live="polite">
        {said}
      </div>
    </fieldset>
  );
}
