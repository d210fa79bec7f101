import { type Address, coordinateRefused, emptyAddress } from '../../contract/address.ts';
import type { useT } from '../i18n/use-t.ts';
import type { FieldRule, FieldRules } from '../lib/form-check.ts';
import type { FormValue } from '../lib/form-serialiser.ts';
import { AddressPicker, type AreaSource } from './address-picker.tsx';
import type { FormApi } from './managed-form.tsx';

/** A form's `address` value as an address: the picked one, or the empty address before one is picked. */
export function addressOf(v: FormValue | undefined): Address {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && typeof v.areaId === 'number'
    ? (v as FormValue & Address)
    : emptyAddress;
}

/**
 * The address picker bound to a ManagedForm's address value (`name`, `address` by default), showing
 * the server's refusals of its region (`<name>.areaId`, or the address as a whole), of its street line
 * and, with `coordinates` (off by default), of its latitude and longitude, whose checks before sending
 * are `coordinateRules(name)`.
 */
export function FormAddressField({
  api,
  label,
  source,
  name = 'address',
  coordinates = false,
}: {
  api: FormApi;
  label: string;
  source: AreaSource;
  name?: string;
  coordinates?: boolean;
}) {
  const error = (part: 'areaId' | 'address' | 'lat' | 'lng') =>
    api.errors[`${name}.${part}`] ?? (part === 'areaId' ? api.errors[name] : undefined);
  return (
    <AddressPicker
      label={label}
      name={coordinates ? name : undefined}
      value={addressOf(api.values[name])}
      coordinates={coordinates}
      onChange={(a) => api.setValue(name, { ...a })}
      source={source}
      errors={{ areaId: error('areaId'), address: error('address'), lat: error('lat'), lng: error('lng') }}
    />
  );
}

/**
 * The form's checks of an address value's coordinates (`name` as given to the field): a text that is
 * no number, or a number out of range, is refused at its field before anything is sent.
 */
export function coordinateRules(name: string, t: ReturnType<typeof useT>): FieldRules {
  const part = (key: 'lat' | 'lng', label: string, message: string): FieldRule => ({
    label,
    check: (values) => {
      const value = addressOf(values[name])[key];
      return value !== null && coordinateRefused(value, key) ? message : undefined;
    },
  });
  return {
    [`${name}.lat`]: part('lat', t('address.lat'), t('address.latRefused')),
    [`${name}.lng`]: part('lng', t('address.lng'), t('address.lngRefused')),
  };
}
