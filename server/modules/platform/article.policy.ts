import { type ArticleStatus, maxNodeLevel } from '../../../contract/article.ts';
import type { PolicyCaller, Refusal } from '../../kit/policy.ts';

/**
 * The rules of article categories and publishing, as plain functions of facts the routes
 * read; tested alone in server/modules/platform/platform-policy.test.ts.
 */

/** A category may go only while nothing is filed under it: its subcategories and articles say why not. */
export function nodeDeleteRefusal(node: {
  title: string;
  children: number;
  articles: number;
}): Refusal | null {
  const { title, children, articles } = node;
  if (children > 0 && articles > 0)
    return { code: 1, key: 'nodeNotEmpty', params: { title, children, articles } };
  if (children > 0) return { code: 1, key: 'nodeHasChildren', params: { title, children } };
  if (articles > 0) return { code: 1, key: 'nodeHasArticles', params: { title, articles } };
  return null;
}

export interface NodeParentFacts {
  /** The category being moved; undefined for a new one. */
  id?: number | undefined;
  /** 0: top level. */
  parentId: number;
  parentExists: boolean;
  /** The parent's level (1 top), 0 for the top itself. */
  parentLevel: number;
  /** The moved category and every one under it (empty for a new one). */
  subtree: readonly number[];
  /** Levels of the moved category's branch, itself counted (1 for a new one). */
  height: number;
}

/** Where a category may sit: under an existing category, not inside its own branch, not too deep. */
export function nodeParentRefusal(f: NodeParentFacts): Refusal | null {
  if (f.parentId === 0) return f.height > maxNodeLevel ? tooDeep() : null;
  if (!f.parentExists) return { code: 1, key: 'nodeParentMissing', field: 'parentId' };
  if (f.subtree.includes(f.parentId)) return { code: 1, key: 'nodeParentLoop', field: 'parentId' };
  if (f.parentLevel + f.height > maxNodeLevel) return tooDeep();
  return null;
}

function tooDeep(): Refusal {
  return { code: 1, key: 'nodeTooDeep', params: { max: maxNodeLevel }, field: 'parentId' };
}

export interface PublishState {
  status: ArticleStatus;
  publishAt: Date | null;
}

export interface PublishPlan extends PublishState {
  /** The job queue must publish it at `publishAt` (it stays a draft until then). */
  scheduled: boolean;
}

/** What the article was meant to be: published (or scheduled to be), or a draft. */
export function intentOf(before: PublishState | null): ArticleStatus {
  return before && (before.status === 'published' || before.publishAt !== null) ? 'published' : 'draft';
}

/**
 * What a save makes of an article's publishing. `draft` takes it off the site and drops a schedule.
 * `published` without a time publishes now (a scheduled one too: its job then finds no schedule), or
 * keeps the date of one already published; with a time to come it is scheduled (a draft until then);
 * with a past time it is published back-dated. `status` and the time both left out keep what the
 * article was meant to be, a schedule with its time.
 */
export function publishPlan(
  ask: { status?: ArticleStatus | undefined; publishAt?: Date | null | undefined },
  before: PublishState | null,
  now: Date,
): PublishPlan {
  const status = ask.status ?? intentOf(before);
  if (status === 'draft') return { status: 'draft', publishAt: null, scheduled: false };
  const at =
    ask.publishAt ??
    (before?.status === 'published' ? before.publishAt : null) ??
    (ask.status === undefined && ask.publishAt === undefined && before?.publishAt ? before.publishAt : null);
  if (at && at.getTime() > now.getTime()) return { status: 'draft', publishAt: at, scheduled: true };
  return { status: 'published', publishAt: at ?? now, scheduled: false };
}

const timeOf = (at: Date | null) => at?.getTime() ?? null;

/**
 * Publishing, scheduling and unpublishing are the publish right's (`publishRule`, the list's
 * 发布或撤回文章; an owner holds every rule). Without it a member writes drafts and edits an
 * article's text, a save leaving its publishing as it was (`before`, null for a new article, which
 * may then only be a draft): a save that would publish it, schedule or reschedule it, re-date it or
 * take it back is refused.
 */
export function publishRightRefusal(
  caller: PolicyCaller,
  publishRule: string,
  before: PublishState | null,
  after: PublishState,
): Refusal | null {
  if (caller.isOwner || caller.ruleKeys.has(publishRule)) return null;
  const was = before ?? { status: 'draft', publishAt: null };
  const same = was.status === after.status && timeOf(was.publishAt) === timeOf(after.publishAt);
  return same ? null : { code: 403, key: 'articlePublishForbidden' };
}
