import { crmMaterialRule } from '../../../contract/crm-material.ts';
import { crmProductRule } from '../../../contract/crm-product.ts';
import { crmTagRule } from '../../../contract/crm-tag.ts';
import { customerPaths, customerRule } from '../../../contract/customer.ts';
import { loadBrand, requireSession } from '../../auth/session.middleware.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { crmEn, crmZh } from './crm.messages.ts';
import { customerSortedNames } from './crm.public.ts';
import { crmRules } from './crm.rules.ts';
import { crmImportQueue, crmPoolReturnQueue } from './crm-queues.ts';
import { crmUndo } from './crm-undo.ts';
import { crmCustomerRoutes } from './customer.routes.ts';
import { crmExportEn, crmExportZh } from './customer-export.messages.ts';
import { crmCustomerExportRoutes } from './customer-export.routes.ts';
import { customerChangeFeed } from './customer-feed.ts';
import { crmCustomerGroupRoutes } from './customer-group.routes.ts';
import { crmImportEn, crmImportZh } from './customer-import.messages.ts';
import { crmCustomerImportRoutes } from './customer-import.routes.ts';
import { registerCrmWorkers } from './customer-import.ts';
import { crmMaterialRoutes } from './material.routes.ts';
import { startPoolReturnSchedule } from './pool-return-job.ts';
import { crmProductRoutes } from './product.routes.ts';
import { seedCrmDemo } from './seed-crm.ts';
import { seedCustomerDemo } from './seed-customers.ts';
import { crmTagRoutes } from './tag.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [
  { zh: crmZh, en: crmEn },
  { zh: crmImportZh, en: crmImportEn },
  { zh: crmExportZh, en: crmExportEn },
] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    crm: (typeof catalogues)[number]['zh'];
  }
}

/**
 * Open CRM setting lists (products, materials, tag groups and tags, follow-up types, sources, customer
 * groups) follow changes by others.
 */
const crmListFeed = listFeed({
  crm_product: [crmProductRule.list],
  crm_material: [crmMaterialRule.list],
  // The tag group screen reads its groups and their tags by `group`.
  crm_tag: [crmTagRule.group, crmTagRule.taglist, crmTagRule.followlist, crmTagRule.sourcelist],
  crm_customer_group: [customerRule.groupList],
});

/** CRM: tags, materials, products and customers (their groups, import and export). */
export const manifest = defineModule({
  name: 'crm',
  routes: [
    { path: '/crm/tag', apps: [crmTagRoutes] },
    { path: '/crm/material', apps: [crmMaterialRoutes] },
    { path: '/crm/product', apps: [crmProductRoutes] },
    // The customer calls come from several route files on one prefix: the session and the brand are
    // read once here for all of them (a sub-app's own `use` would run again for its siblings' calls).
    {
      path: '/crm/customer',
      use: [requireSession, loadBrand],
      apps: [crmCustomerRoutes, crmCustomerGroupRoutes, crmCustomerImportRoutes, crmCustomerExportRoutes],
    },
  ],
  // The import's file streams under its own limit (customer-import.routes.ts).
  streamedBodies: [customerPaths.import],
  rules: { menu: 40, tree: crmRules },
  messages: catalogues,
  feeds: [customerChangeFeed, crmListFeed],
  undo: crmUndo,
  queues: [crmImportQueue, crmPoolReturnQueue],
  workers: registerCrmWorkers,
  schedule: startPoolReturnSchedule,
  sortedNames: customerSortedNames,
  demo: async (db, owner) => {
    await seedCrmDemo(db, owner.brandId);
    await seedCustomerDemo(db, owner.brandId);
  },
});
