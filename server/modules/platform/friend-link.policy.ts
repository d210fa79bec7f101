import type { Refusal } from '../../kit/policy.ts';

/** A link category may go only while it holds no links: the count says why not. */
export function linkNodeDeleteRefusal(node: { title: string; links: number }): Refusal | null {
  return node.links > 0
    ? { code: 1, key: 'linkNodeHasLinks', params: { title: node.title, links: node.links } }
    : null;
}
