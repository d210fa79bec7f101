import { z } from 'zod';

/**
 * docs/spec.md §3 Address. `areaId` is the deepest area picked (a district, or a city or province when the
 * user stopped there); the server fills `province`, `city` and `district` from it, so the names always
 * match the code. `lat`/`lng` are optional (WGS-84 degrees).
 */
export interface Address {
  areaId: number;
  lat: number | null;
  lng: number | null;
  province: string;
  city: string;
  district: string;
  address: string;
}

export const addressRules = { detailMax: 120 } as const;

/** The coordinates' ranges in degrees, for the schema and the form's check before sending. */
export const coordinateLimits = { lat: 90, lng: 180 } as const;

/** A coordinate the schema refuses: not a finite number (typed text that reads as none), or out of range. */
export const coordinateRefused = (value: number | null, part: keyof typeof coordinateLimits) =>
  value !== null && !(Number.isFinite(value) && Math.abs(value) <= coordinateLimits[part]);

const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.union([z.null(), z.coerce.number().min(-limit).max(limit)]),
  );

export const addressSchema = /* @__PURE__ */ (() =>
  z.object({
    areaId: z.coerce.number().int().min(0).max(999_999_999),
    lat: coordinate(coordinateLimits.lat),
    lng: coordinate(coordinateLimits.lng),
    province: z.string().max(40).default(''),
    city: z.string().max(40).default(''),
    district: z.string().max(40).default(''),
    address: z.string().trim().max(addressRules.detailMax).default(''),
  }))();

export const emptyAddress: Address = {
  areaId: 0,
  lat: null,
  lng: null,
  province: '',
  city: '',
  district: '',
  address: '',
};
