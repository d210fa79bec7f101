import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Address } from '../../contract/address.ts';
import type { AreaInit, AreaNode } from '../../contract/area.ts';
import { halfWidth } from '../../contract/field-rules.ts';
import '../i18n/config.ts';
import { useT } from '../i18n/use-t.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { addressMachine, chosenIds, chosenNames } from '../machines/address.machine.ts';
import styles from './address-picker.module.css';
import { Button } from './button.tsx';
import { ComboBox } from './combo-box.tsx';
import { SelectItem } from './select.tsx';
import { TextField } from './text-field.tsx';

/** Where the picker reads China's divisions (`src/services/area.ts` in the console). */
export interface AreaSource {
  init: (areaId: number) => Promise<AreaInit>;
  children: (id: number) => Promise<AreaNode[]>;
}

export interface AddressPickerProps {
  /** Names the group ("Address"). */
  label: string;
  value: Address;
  /** `chosen`: the codes chosen, province first (the last is `address.areaId`). */
  onChange: (address: Address, chosen: number[]) => void;
  source: AreaSource;
  /** Errors by part (`areaId`, `address`, `lat`, `lng`), e.g. from the server's `data.fields`. */
  errors?: Partial<Record<'areaId' | 'address' | 'lat' | 'lng', string | undefined>>;
  /** Show latitude and longitude (optional values). Default true. */
  coordinates?: boolean;
  /**
   * The form's name of the address value: the coordinates' inputs are `<name>.lat` and `<name>.lng`, so
   * the form's error summary leads to them (`coordinateRules` in form-address-field.tsx). None by default.
   */
  name?: string;
  /** Show the street line. Default true; off where only the area counts (a region filter). */
  detail?: boolean;
}

const levelLabels = ['address.province', 'address.city', 'address.district'] as const;

/**
 * A coordinate as typed: none when empty, NaN when the text reads as no number. NaN goes up to the form
 * rather than none, so that a save is refused (`coordinateRules`) instead of erasing the stored value.
 */
function readCoordinate(v: string): number | null {
  return v.trim() === '' ? null : Number(halfWidth(v.trim()));
}

/** A decimal typed as text (`22.` on the way to `22.5` stays as typed); empty means none. */
function CoordinateField({
  value,
  onChange,
  refused,
  ...rest
}: {
  label: string;
  description: string;
  name: string | undefined;
  value: number | null;
  onChange: (v: number | null) => void;
  /** What is said while the text is not a coordinate. */
  refused: string;
  errorMessage: string | undefined;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const shown = Object.is(readCoordinate(text), value) ? text : value === null ? '' : String(value);
  const unreadable = Number.isNaN(readCoordinate(shown));
  return (
    <TextField
      {...rest}
      errorMessage={unreadable ? refused : rest.errorMessage}
      inputMode="decimal"
      value={shown}
      onChange={(v) => {
        setText(v);
        onChange(readCoordinate(v));
      }}
    />
  );
}

/**
 * docs/spec.md §3 Address: province → city → district (ComboBoxes: type to filter, arrows and Enter to pick),
 * the street line and optional coordinates. Choosing a level loads the next one and clears those below.
 */
export function AddressPicker({
  label,
  value,
  onChange,
  source,
  errors = {},
  coordinates = true,
  detail = true,
  name,
}: AddressPickerProps) {
  const t = useT();
  const latest = useRef(source);
  latest.current = source;
  const actor = useInspectedActor(
    addressMachine.provide({
      actors: {
        loadInit: fromPromise(({ input }: { input: { areaId: number } }) =>
          latest.current.init(input.areaId),
        ),
        loadChildren: fromPromise(({ input }: { input: { id: number } }) =>
          latest.current.children(input.id),
        ),
      },
    }),
    { input: { areaId: value.areaId } },
  );
  const levels = useSelector(actor, (s) => s.context.levels);
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);

  // A value replaced from outside (a form reset) starts the cascade again from its area.
  useEffect(() => {
    if (actor.getSnapshot().context.areaId !== value.areaId)
      actor.send({ type: 'address.reset', areaId: value.areaId });
  }, [actor, value.areaId]);

  const pick = (level: number, id: number) => {
    // RAC may confirm the same choice again (on blur): nothing changed, nothing below is cleared.
    if ((actor.getSnapshot().context.levels[level]?.selectedId ?? 0) === id) return;
    actor.send({ type: 'address.pick', level, id });
    const { context } = actor.getSnapshot();
    const [province = '', city = '', district = ''] = chosenNames(context.levels);
    onChange({ ...value, areaId: context.areaId, province, city, district }, chosenIds(context.levels));
  };

  return (
    <fieldset
      className={`${styles.picker} ${detail || coordinates ? '' : styles.areaOnly}`}
      aria-busy={busy || undefined}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.levels}>
        {levelLabels.map((key, level) => {
          const current = levels[level];
          const items = current?.list ?? [];
          return (
            <ComboBox<AreaNode>
              // RAC filters `defaultItems` as the user types; a new list (another parent) is a new box.
              key={`${key}:${levels[level - 1]?.selectedId ?? 0}:${items.length}`}
              label={t(key)}
              defaultItems={items}
              isDisabled={items.length === 0}
              selectedKey={current?.selectedId ? current.selectedId : null}
              onSelectionChange={(k) => pick(level, k === null ? 0 : Number(k))}
              errorMessage={level === 0 ? errors.areaId : undefined}
            >
              {(item) => (
                <SelectItem id={item.id} textValue={item.name}>
                  {item.name}
                </SelectItem>
              )}
            </ComboBox>
          );
        })}
      </div>
      {failed ? (
        <p className={styles.problem} role="alert">
          {error || t('address.loadFailed')}{' '}
          <Button size="small" onPress={() => actor.send({ type: 'address.retry' })}>
            {t('kit.retry')}
          </Button>
        </p>
      ) : null}
      {detail ? (
        <TextField
          label={t('address.detail')}
          value={value.address}
          onChange={(address) => onChange({ ...value, address }, chosenIds(levels))}
          errorMessage={errors.address}
        />
      ) : null}
      {coordinates ? (
        <div className={styles.coordinates}>
          <CoordinateField
            label={t('address.lat')}
            description={t('address.coordHint')}
            name={name && `${name}.lat`}
            refused={t('address.latRefused')}
            value={value.lat}
            onChange={(lat) => onChange({ ...value, lat }, chosenIds(levels))}
            errorMessage={errors.lat}
          />
          <CoordinateField
            label={t('address.lng')}
            description={t('address.coordHint')}
            name={name && `${name}.lng`}
            refused={t('address.lngRefused')}
            value={value.lng}
            onChange={(lng) => onChange({ ...value, lng }, chosenIds(levels))}
            errorMessage={errors.lng}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
