/**
 * The read API of the brand's own site: published content, read-only, without a session.
 * `GET /site/<brandId>/articles.json?node=&page=`, `/article/<id>.json`, `/page/<slug>.json`,
 * `/slides.json?position=`, `/links.json`. Answers are the envelope `{ code: 0, message: 'ok', data }`;
 * what is not there (another brand's content, a draft, a hidden row, a brand whose site API is off)
 * is HTTP 404 `{ code: 404 }`. Each answer carries an `ETag` (a request with `If-None-Match` gets 304)
 * and `Cache-Control`, and may be read from any origin (CORS `*`, GET only, no credentials).
 */

export const sitePrefix = '/site';

export const sitePaths = {
  articles: (brandId: number) => `${sitePrefix}/${brandId}/articles.json`,
  article: (brandId: number, id: number) => `${sitePrefix}/${brandId}/article/${id}.json`,
  page: (brandId: number, slug: string) => `${sitePrefix}/${brandId}/page/${encodeURIComponent(slug)}.json`,
  slides: (brandId: number) => `${sitePrefix}/${brandId}/slides.json`,
  links: (brandId: number) => `${sitePrefix}/${brandId}/links.json`,
} as const;

/** Articles per page of `articles.json`. */
export const sitePageSize = 20;
/** The last page `articles.json` answers (deeper pages cost a scan; a site pages by category). */
export const siteMaxPage = 500;
/** `Cache-Control` of every successful answer: a CDN or a browser keeps it this long, then revalidates. */
export const siteMaxAgeSeconds = 60;

/** A visible category, for the site's navigation. */
export interface SiteNode {
  id: number;
  parentId: number;
  title: string;
  slug: string;
}

export interface SiteArticleSummary {
  id: number;
  title: string;
  nodeId: number;
  cover: string;
  summary: string;
  author: string;
  source: string;
  /** ISO 8601. */
  publishAt: string;
}

/** `articles.json?node=<id or slug>&page=`: `node` takes the category and those under it. */
export interface SiteArticleList {
  list: SiteArticleSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** The category asked for, or null. */
  node: SiteNode | null;
  /** Every visible category, parents before children, in order. */
  nodes: SiteNode[];
}

export interface SiteArticle extends SiteArticleSummary {
  node: SiteNode;
  /** Sanitised rich text. */
  content: string;
  keywords: string;
  description: string;
}

export interface SitePage {
  title: string;
  slug: string;
  content: string;
  updatedAt: string;
}

export interface SiteSlide {
  id: number;
  title: string;
  image: string;
  url: string;
  position: string;
}

export interface SiteSlides {
  list: SiteSlide[];
}

export interface SiteLink {
  id: number;
  title: string;
  url: string;
  logo: string;
  /** 0 when in no category. */
  nodeId: number;
}

export interface SiteLinks {
  /** Categories in order (those holding a visible link). */
  nodes: { id: number; title: string }[];
  list: SiteLink[];
}
