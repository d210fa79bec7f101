import { crmMaterialRule } from '../../../contract/crm-material.ts';
import { crmProductRule } from '../../../contract/crm-product.ts';
import { crmTagRule } from '../../../contract/crm-tag.ts';
import { customerRule } from '../../../contract/customer.ts';
import { listFeed } from '../../live/change-feed.ts';

/**
 * Open CRM setting lists (products, materials, tag groups and tags, follow-up types, sources, customer
 * groups) follow changes by others.
 */
export const crmListFeed = listFeed({
  crm_product: [crmProductRule.list],
  crm_material: [crmMaterialRule.list],
  // The tag group screen reads its groups and their tags by `group`.
  crm_tag: [crmTagRule.group, crmTagRule.taglist, crmTagRule.followlist, crmTagRule.sourcelist],
  crm_customer_group: [customerRule.groupList],
});
