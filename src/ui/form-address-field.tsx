import { type Address, emptyAddress } from '../../contract/address.ts';
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
 * The address picker bound to a ManagedForm's `address` value (without coordinates), showing the
 * server's refusals of its region (`address.areaId`, or the address as a whole) and of its street line.
 */
export function FormAddressField({
  api,
  label,
  source,
}: {
  api: FormApi;
  label: string;
  source: AreaSource;
}) {
  const error = (part: 'areaId' | 'address') =>
    api.errors[`address.${part}`] ?? (part === 'areaId' ? api.errors.address : undefined);
  return (
    <AddressPicker
      label={label}
      value={addressOf(api.values.address)}
      coordinates={false}
      onChange={(a) => api.setValue('address', { ...a })}
      source={source}
      errors={{ areaId: error('areaId'), address: error('address') }}
    />
  );
}
