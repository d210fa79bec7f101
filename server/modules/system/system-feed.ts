import { adminUserRule } from '../../../contract/admin-user.ts';
import { roleRule } from '../../../contract/role.ts';
import { listFeed } from '../../live/change-feed.ts';

/** Open role and member lists follow changes by others. */
export const systemListFeed = listFeed({
  role: [roleRule.list],
  admin_user: [adminUserRule.list],
});
