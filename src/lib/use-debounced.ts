import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms`: a search as you type asks the server when the typing
 * pauses, not at every key.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
