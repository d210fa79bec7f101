import { navigate } from './hash.ts';

/** docs/spec.md §9: the redirect helper waits this long so a success toast can be read first. */
export const redirectDelayMs = 900;

/** Goes to a hash route after the delay; returns a cancel function for a screen that unmounts. */
export function redirectLater(hashPath: string, delayMs = redirectDelayMs): () => void {
  const timer = setTimeout(() => navigate(hashPath), delayMs);
  return () => clearTimeout(timer);
}
