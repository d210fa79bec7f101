import { type Context, Hono } from 'hono';
import {
  articleAddBody,
  articleDelQuery,
  articleListBody,
  articleMoveBody,
  articleNodeAddBody,
  articleNodeDelQuery,
  articleNodeStatusBody,
  articleNodeUpdateBody,
  articleOrderBody,
  articleRule,
  articleStatusBody,
  articleUpdateBody,
} from '../../../contract/article.ts';
import { idBody } from '../../../contract/envelope.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import { xsrfForGet } from '../../auth/xsrf.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody, parseQuery } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { policyCaller } from '../../kit/policy.ts';
import {
  type ArticleWriter,
  addArticle,
  articleDetail,
  deleteArticles,
  listArticles,
  moveArticles,
  setArticleStatus,
  sortArticles,
  updateArticle,
} from './article.service.ts';
import {
  addArticleNode,
  articleNodeDetail,
  articleNodeMenu,
  articleNodeTree,
  deleteArticleNodes,
  setArticleNodeDisplay,
  updateArticleNode,
} from './article-node.service.ts';

/** The caller with their rules: publishing from a save needs the publish right (article.policy.ts). */
async function writer(c: Context<AppEnv>): Promise<ArticleWriter> {
  return { ...caller(c), policy: await policyCaller(c) };
}

/**
 * `/api/article/*`: article categories (a tree) and articles, published on time by the job queue
 * (article-node.service.ts and article.service.ts do the work).
 */
export const articleRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/node_list.html', requireRule(articleRule.node_list), async (c) =>
    ok(c, await articleNodeTree(c.var.deps, caller(c))),
  )
  .post('/node_menu.html', requireRule(articleRule.node_menu), async (c) =>
    ok(c, await articleNodeMenu(c.var.deps, caller(c))),
  )
  .post('/node_detail.html', requireRule(articleRule.node_detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await articleNodeDetail(c.var.deps, caller(c), body));
  })
  .post('/node_add.html', requireRule(articleRule.node_add), async (c) => {
    const body = await parseBody(c, articleNodeAddBody);
    return ok(c, await addArticleNode(c.var.deps, caller(c), body), 'added');
  })
  .post('/node_update.html', requireRule(articleRule.node_update), async (c) => {
    const body = await parseBody(c, articleNodeUpdateBody);
    await updateArticleNode(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/node_status.html', requireRule(articleRule.node_status), async (c) => {
    const body = await parseBody(c, articleNodeStatusBody);
    await setArticleNodeDisplay(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .get('/node_del.html', xsrfForGet, requireRule(articleRule.node_del), async (c) => {
    const result = await deleteArticleNodes(c.var.deps, caller(c), parseQuery(c, articleNodeDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  })
  .post('/list.html', requireRule(articleRule.list), async (c) => {
    const body = await parseBody(c, articleListBody);
    return ok(c, await listArticles(c.var.deps, caller(c), body));
  })
  .post('/detail.html', requireRule(articleRule.detail), async (c) => {
    const body = await parseBody(c, idBody);
    return ok(c, await articleDetail(c.var.deps, caller(c), body));
  })
  .post('/add.html', requireRule(articleRule.add), async (c) => {
    const body = await parseBody(c, articleAddBody);
    return ok(c, await addArticle(c.var.deps, await writer(c), body), 'added');
  })
  .post('/update.html', requireRule(articleRule.update), async (c) => {
    const body = await parseBody(c, articleUpdateBody);
    await updateArticle(c.var.deps, await writer(c), body);
    return ok(c, null, 'saved');
  })
  .post('/status.html', requireRule(articleRule.status), async (c) => {
    const body = await parseBody(c, articleStatusBody);
    const result = await setArticleStatus(c.var.deps, caller(c), body);
    const key = body.status === 'published' ? 'articlesPublished' : 'articlesUnpublished';
    return ok(c, result, key, { n: result.changed });
  })
  .post('/order.html', requireRule(articleRule.order), async (c) => {
    const body = await parseBody(c, articleOrderBody);
    await sortArticles(c.var.deps, caller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/node.html', requireRule(articleRule.node), async (c) => {
    const body = await parseBody(c, articleMoveBody);
    const { result, nodeTitle } = await moveArticles(c.var.deps, caller(c), body);
    return ok(c, result, 'articlesMoved', { n: result.changed, title: nodeTitle });
  })
  .get('/del.html', xsrfForGet, requireRule(articleRule.del), async (c) => {
    const result = await deleteArticles(c.var.deps, caller(c), parseQuery(c, articleDelQuery));
    return ok(c, result, 'deleted', { n: result.deleted });
  });
