import { type RuleSeed, ruleTree } from '../db/rule-tree.ts';

// Their own file, as the paths are: the document (which tags and titles operations with them) and the
// page (which shows them) both read them, and the page may import the document's types only: the
// document imports the route map, which imports the page's routes.

/** The tag of the brand site's public reads. */
export const siteTag = 'site';

/** Titles of every rule, by key, from the rule tree the roles are granted from. */
function ruleTitles(nodes: RuleSeed[], into = new Map<string, { zh: string; en: string }>()) {
  for (const n of nodes) {
    if (n.action) into.set(`${n.controller}/${n.action}`, { zh: n.title, en: n.titleEn });
    ruleTitles(n.children ?? [], into);
  }
  return into;
}
export const ruleTitle = /* @__PURE__ */ (() => ruleTitles(ruleTree))();
