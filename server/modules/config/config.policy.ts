import type { z } from 'zod';
import {
  type ConfigFieldKey,
  type ConfigUpdateValues,
  configFieldSchemas,
} from '../../../contract/config.ts';

/** A key the client may read but never write. */
const readOnlyKeys = new Set([
  'cfg_attach_storage',
  'cfg_document_agreement_version',
  'cfg_document_agreement_updated_at',
  'cfg_document_privacy_version',
  'cfg_document_privacy_updated_at',
]);

export type ConfigProblem =
  | { field: string; kind: 'unknown' }
  | { field: string; kind: 'readOnly' }
  | { field: string; kind: 'invalid'; issue: z.core.$ZodIssue };

function isFieldKey(key: string): key is ConfigFieldKey {
  return Object.hasOwn(configFieldSchemas, key);
}

/**
 * Checks an `update.html` body: every key must be a writable `cfg_{group}_{field}` and every value
 * pass its field's rule. Problems name the key (`data.fields`); nothing is saved unless there are none.
 * Keys merged in from the console's page query (`page`, `keyword`) are not config keys and are refused
 * too: the console sends this call without merging.
 */
export function parseConfigUpdate(raw: unknown): { values: ConfigUpdateValues; problems: ConfigProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: ConfigProblem[] = [];
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { values: {}, problems: [{ field: '', kind: 'unknown' }] };
  }
  for (const [key, value] of Object.entries(raw)) {
    if (readOnlyKeys.has(key)) {
      problems.push({ field: key, kind: 'readOnly' });
      continue;
    }
    if (!isFieldKey(key)) {
      problems.push({ field: key, kind: 'unknown' });
      continue;
    }
    const parsed = configFieldSchemas[key].safeParse(value);
    if (parsed.success) values[key] = parsed.data;
    else
      for (const issue of parsed.error.issues)
        problems.push({ field: key, kind: 'invalid', issue: { ...issue, path: [key, ...issue.path] } });
  }
  return { values: values as ConfigUpdateValues, problems };
}
