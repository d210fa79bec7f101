// What other modules use of platform: the site's column tree (AI drafts place an article in it).
// Other modules import platform through this file only (docs/decisions/modules.md).
export { indexTree } from './node-tree.ts';
