// What other modules use of platform: the site's columns as a menu (AI drafts place an article). Other
// modules import platform through this file only (docs/decisions/modules.md).
export { articleNodeMenu } from './article.ts';
