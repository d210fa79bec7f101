import { wxworkAccountRule } from '../../../contract/wxwork.ts';
import { listFeed } from '../../live/change-feed.ts';

/** The open WeCom account list follows changes by others. */
export const applyListFeed = listFeed({
  wxwork_account: [wxworkAccountRule.list],
});
