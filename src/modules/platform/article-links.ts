import { rulePath } from '../../../contract/menu.ts';
import { platformScreenRule } from '../../../contract/platform.ts';
import { splitRuleKey } from '../../../contract/rule-key.ts';

const { controller, action } = splitRuleKey(platformScreenRule.articleEdit);

/** The article editor's route: `/platform/article/edit` (new, in a category) or `?id=12` (edit). */
export const articleEditorPath = rulePath(controller, action);

export function articleEditorHref(id: number | null, nodeId?: number): string {
  if (id !== null) return `${articleEditorPath}?id=${id}`;
  return nodeId ? `${articleEditorPath}?nodeId=${nodeId}` : articleEditorPath;
}

/** The article list: back from the editor. */
export const articleListHref = '/platform/index?tab=articles';
