/** The platform module's server messages, spread into both catalogues of server/messages.ts. */
export const platformZh = {
  articleNodeNotFound: '文章分类不存在（id {id}）',
  articleNotFound: '文章不存在（id {id}）',
  pageNotFound: '单页不存在（id {id}）',
  slideNotFound: '幻灯片不存在（id {id}）',
  friendLinkNotFound: '友情链接不存在（id {id}）',
  friendLinkNodeNotFound: '链接分类不存在（id {id}）',
  slugTaken: '别名“{slug}”已被使用',
  nodeParentMissing: '上级分类不存在',
  nodeParentLoop: '不能把分类放到它自己或它的下级分类之下',
  nodeTooDeep: '分类最多 {max} 级',
  nodeMissing: '分类不存在',
  nodeNotEmpty: '分类“{title}”下还有 {children} 个子分类和 {articles} 篇文章，请先移走或删除它们',
  nodeHasChildren: '分类“{title}”下还有 {children} 个子分类，请先移走或删除它们',
  nodeHasArticles: '分类“{title}”下还有 {articles} 篇文章，请先移走或删除它们',
  linkNodeHasLinks: '链接分类“{title}”下还有 {links} 个链接，请先移走或删除它们',
  linkNodeTitleTaken: '链接分类“{title}”已存在',
  articlePublishForbidden:
    '你的角色没有“发布或撤回文章”权限：不能发布、定时发布或撤回文章，只能保存草稿，或保持文章原来的发布状态',
  articlesPublished: '已发布 {n} 篇文章',
  articlesUnpublished: '已把 {n} 篇文章撤回为草稿',
  articlesMoved: '已把 {n} 篇文章移到“{title}”',
  'field.libraryImage': '请从本品牌的图片库选择图片',
  'field.url': '只能填写 http:// 或 https:// 开头的网址',
  'field.slug': '只能用小写字母、数字和连字符（如 about-us）',
  'field.position': '只能用小写字母、数字、- 和 _（如 home）',
} as const;

export const platformEn: Record<keyof typeof platformZh, string> = {
  articleNodeNotFound: 'Article category not found (id {id})',
  articleNotFound: 'Article not found (id {id})',
  pageNotFound: 'Page not found (id {id})',
  slideNotFound: 'Slide not found (id {id})',
  friendLinkNotFound: 'Friend link not found (id {id})',
  friendLinkNodeNotFound: 'Link category not found (id {id})',
  slugTaken: 'The slug "{slug}" is already taken',
  nodeParentMissing: 'no such parent category',
  nodeParentLoop: 'a category cannot go under itself or one of its subcategories',
  nodeTooDeep: 'categories nest at most {max} levels deep',
  nodeMissing: 'no such category',
  nodeNotEmpty:
    'The category "{title}" still holds subcategories ({children}) and articles ({articles}); move or delete them first',
  nodeHasChildren: 'The category "{title}" still holds subcategories ({children}); move or delete them first',
  nodeHasArticles: 'The category "{title}" still holds articles ({articles}); move or delete them first',
  linkNodeHasLinks: 'The link category "{title}" still holds links ({links}); move or delete them first',
  linkNodeTitleTaken: 'A link category named "{title}" already exists',
  articlePublishForbidden:
    'Your role may not publish or unpublish articles: it cannot publish, schedule or take back an article, only save drafts or keep an article as published or scheduled as it was',
  articlesPublished: 'Published {n} article(s)',
  articlesUnpublished: 'Took {n} article(s) back to drafts',
  articlesMoved: 'Moved {n} article(s) to "{title}"',
  'field.libraryImage': "choose an image from this brand's library",
  'field.url': 'only an address starting with http:// or https://',
  'field.slug': 'only lower-case letters, digits and dashes (such as about-us)',
  'field.position': 'only lower-case letters, digits, - and _ (such as home)',
};

export type PlatformKey = keyof typeof platformZh;
