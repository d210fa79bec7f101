import type { InvalidInput } from '../../contract/errors.ts';
import { FormCheckError } from '../lib/form-check.ts';
import { ApiError } from './http.ts';

function isInvalidInput(data: unknown): data is InvalidInput {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as { fields?: unknown }).fields) &&
    (data as InvalidInput).fields.every((f) => typeof f?.field === 'string' && typeof f?.message === 'string')
  );
}

/**
 * A refused save whose answer names fields (`data.fields`) becomes an error the form machine marks
 * field by field; any other failure passes through unchanged (the session's end included).
 */
export async function withFieldErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && isInvalidInput(error.data)) {
      const fields: Record<string, string> = {};
      for (const f of error.data.fields) if (f.field && !(f.field in fields)) fields[f.field] = f.message;
      throw new FormCheckError(error.message, fields);
    }
    throw error;
  }
}
