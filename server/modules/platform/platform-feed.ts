import { articleRule } from '../../../contract/article.ts';
import { friendLinkRule } from '../../../contract/friend-link.ts';
import { pageRule } from '../../../contract/page.ts';
import { slideRule } from '../../../contract/slide.ts';
import { listFeed } from '../../live/change-feed.ts';

/** Open article, page, slide and friend link lists follow changes by others. */
export const platformListFeed = listFeed({
  article: [articleRule.list],
  page: [pageRule.list],
  slide: [slideRule.list],
  friendlink: [friendLinkRule.list],
});
