import {
  type SiteArticle,
  type SiteArticleList,
  type SiteArticleSummary,
  type SiteLinks,
  type SiteNode,
  type SitePage,
  type SiteSlides,
  siteMaxPage,
  sitePageSize,
} from '../../../contract/site.ts';
import { bool, date, int, runPrepared, text } from '../../db/prepared.ts';
import { indexTree } from './node-tree.ts';

/**
 * The site API's answers (site.routes.ts serves and caches them): the brand's published content,
 * each built from prepared queries. Only published and displayed rows whose time has come, in
 * displayed categories.
 */

const stateQuery = `select coalesce(cs.site_version, 0), coalesce(bc.value <> 'false'::jsonb, true)
  from brands b
  left join content_state cs on cs.brand_id = b.id
  left join brand_configs bc on bc.brand_id = b.id and bc.key = 'tech.site_api'
  where b.id = $1 and b.status = 1`;

/** The brand's site version, or null when it has no site API (no such brand, disabled, turned off). */
export async function siteVersion(db: object, brandId: number): Promise<number | null> {
  const [row] = await runPrepared(db, stateQuery, [brandId], { genericPlan: true });
  if (!row || !bool(row[1])) return null;
  return int(row[0]);
}

/** Thrown while building an answer: the thing asked for is not there (or not for the public). */
export class Missing extends Error {}
/** Thrown while building an answer: a parameter is malformed. */
export class BadParameter extends Error {}

const isoOf = (v: unknown) => date(v).toISOString();

const nodesQuery =
  'select id, parent_id, title, slug, ordernum, display from article_nodes where brand_id = $1';

/** The brand's categories the site may show (each displayed, and every one above it), in tree order. */
async function visibleNodes(db: object, brandId: number) {
  const rows = (await runPrepared(db, nodesQuery, [brandId], { genericPlan: true })).map((r) => ({
    id: int(r[0]),
    parentId: int(r[1]),
    title: text(r[2]),
    slug: text(r[3]),
    ordernum: int(r[4]),
    display: bool(r[5]),
  }));
  const tree = indexTree(rows);
  const shown = tree.ordered.filter((r) => tree.visible(r.id));
  const node = (r: (typeof rows)[number]): SiteNode => ({
    id: r.id,
    parentId: r.parentId,
    title: r.title,
    slug: r.slug,
  });
  return { tree, shown, node };
}

const visibleArticle = `status = 'published' and display and publish_at <= now() and node_id = any($2::int[])`;
const summaryColumns = 'id, title, node_id, cover, summary, author, source, publish_at';
const pageQuery = `select ${summaryColumns} from articles where brand_id = $1 and ${visibleArticle}
  order by ordernum, publish_at desc, id desc limit $3 offset $4`;
const countQuery = `select count(*)::int from articles where brand_id = $1 and ${visibleArticle}`;
const articleQuery = `select ${summaryColumns}, content, keywords, description from articles
  where id = $3 and brand_id = $1 and ${visibleArticle}`;

function summaryOf(r: unknown[]): SiteArticleSummary {
  return {
    id: int(r[0]),
    title: text(r[1]),
    nodeId: int(r[2]),
    cover: text(r[3]),
    summary: text(r[4]),
    author: text(r[5]),
    source: text(r[6]),
    publishAt: isoOf(r[7]),
  };
}

export function pageNumber(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,6}$/.test(raw)) throw new BadParameter('page');
  const n = Number(raw);
  if (n < 1 || n > siteMaxPage) throw new BadParameter('page');
  return n;
}

export async function articlesAnswer(
  db: object,
  brandId: number,
  nodeParam: string,
  page: number,
): Promise<SiteArticleList> {
  const { tree, shown, node } = await visibleNodes(db, brandId);
  let asked: SiteNode | null = null;
  let ids = shown.map((r) => r.id);
  if (nodeParam !== '') {
    const found = /^\d+$/.test(nodeParam)
      ? shown.find((r) => r.id === Number(nodeParam))
      : shown.find((r) => r.slug === nodeParam);
    if (!found) throw new Missing();
    asked = node(found);
    ids = tree.subtree(found.id).filter((id) => tree.visible(id));
  }
  const nodes = `{${ids.join(',')}}`;
  const rows = await runPrepared(db, pageQuery, [brandId, nodes, sitePageSize, (page - 1) * sitePageSize]);
  const list = rows.map(summaryOf);
  // A page that is not full ends the list: its rows tell the total without counting.
  const total =
    list.length < sitePageSize && (list.length > 0 || page === 1)
      ? (page - 1) * sitePageSize + list.length
      : int((await runPrepared(db, countQuery, [brandId, nodes], { genericPlan: true }))[0]?.[0]);
  return { list, total, page, pageSize: sitePageSize, node: asked, nodes: shown.map(node) };
}

export async function articleAnswer(db: object, brandId: number, id: number): Promise<SiteArticle> {
  const { shown, node } = await visibleNodes(db, brandId);
  const [r] = await runPrepared(db, articleQuery, [brandId, `{${shown.map((n) => n.id).join(',')}}`, id], {
    genericPlan: true,
  });
  const filed = r ? shown.find((n) => n.id === int(r[2])) : undefined;
  if (!r || !filed) throw new Missing();
  return {
    ...summaryOf(r),
    node: node(filed),
    content: text(r[8]),
    keywords: text(r[9]),
    description: text(r[10]),
  };
}

const sitePageQuery =
  'select title, slug, content, updated_at from pages where brand_id = $1 and slug = $2 and display';

export async function pageAnswer(db: object, brandId: number, slug: string): Promise<SitePage> {
  const [r] = await runPrepared(db, sitePageQuery, [brandId, slug], { genericPlan: true });
  if (!r) throw new Missing();
  return { title: text(r[0]), slug: text(r[1]), content: text(r[2]), updatedAt: isoOf(r[3]) };
}

const slidesQuery = `select id, title, image, url, position from slides
  where brand_id = $1 and display and ($2::text = '' or position = $2) order by ordernum, id`;

export async function slidesAnswer(db: object, brandId: number, position: string): Promise<SiteSlides> {
  const rows = await runPrepared(db, slidesQuery, [brandId, position], { genericPlan: true });
  return {
    list: rows.map((r) => ({
      id: int(r[0]),
      title: text(r[1]),
      image: text(r[2]),
      url: text(r[3]),
      position: text(r[4]),
    })),
  };
}

const linksQuery =
  'select id, title, url, logo, node_id from friendlinks where brand_id = $1 and display order by ordernum, id';
const linkNodesQuery = 'select id, title from friendlink_nodes where brand_id = $1 order by ordernum, id';

export async function linksAnswer(db: object, brandId: number): Promise<SiteLinks> {
  const [rows, nodeRows] = await Promise.all([
    runPrepared(db, linksQuery, [brandId], { genericPlan: true }),
    runPrepared(db, linkNodesQuery, [brandId], { genericPlan: true }),
  ]);
  const list = rows.map((r) => ({
    id: int(r[0]),
    title: text(r[1]),
    url: text(r[2]),
    logo: text(r[3]),
    nodeId: int(r[4]),
  }));
  const used = new Set(list.map((l) => l.nodeId));
  return {
    nodes: nodeRows.map((r) => ({ id: int(r[0]), title: text(r[1]) })).filter((n) => used.has(n.id)),
    list,
  };
}
