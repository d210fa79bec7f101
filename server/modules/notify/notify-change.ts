/**
 * The old values of the fields an update sets (`changed`), read from the row as it was: the change
 * record's `before`, beside the new values as its `after` (undo reads both).
 */
export function beforeOf(row: object, changed: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(changed).map((k) => [k, Reflect.get(row, k)]));
}
