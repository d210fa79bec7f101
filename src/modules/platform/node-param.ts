import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { currentParams, writeParams } from '../../lib/hash.ts';

/** The tree's key for "every category" (no `nodeId` in the address). */
export const allNodesKey = 'all';

/** The selected category: the address's `nodeId`, or every one. */
function selectedNode(): string {
  return currentParams().get('nodeId') ?? allNodesKey;
}

/** Picks a category: the list follows the address (its `nodeId` filter), from its first page. */
export function pickNode(key: Key) {
  const params = currentParams();
  if (key === allNodesKey) params.delete('nodeId');
  else params.set('nodeId', String(key));
  params.delete('page');
  writeParams(params);
}

/** The category the address selects, following it (Back, a link) as the list does. */
export function usePickedNode(): string {
  const [picked, setPicked] = useState(selectedNode);
  useEffect(() => {
    const follow = () => setPicked(selectedNode());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return picked;
}
