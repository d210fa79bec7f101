import { lazyScreen } from '../../lazy-screen.tsx';
import { type ModuleManifest, menuPage } from '../../module-manifest.ts';
import type { crm } from './crm.strings.ts';
import type { customer } from './customer.strings.ts';
import type { customerImport } from './customer-import.strings.ts';
import type { customerInsight } from './customer-insight.strings.ts';

const ProductEdit = lazyScreen(() => import('./sales/product-edit-screen.tsx'));

type Strings = typeof crm | typeof customer | typeof customerImport | typeof customerInsight;

export const manifest: ModuleManifest = {
  routes: [
    // Settings and the sales catalogue.
    menuPage(
      '/crm/config/tag',
      lazyScreen(() => import('./config/tag-screen.tsx')),
    ),
    menuPage(
      '/crm/config/follow',
      lazyScreen(() => import('./config/follow-screen.tsx')),
    ),
    menuPage(
      '/crm/config/source',
      lazyScreen(() => import('./config/source-screen.tsx')),
    ),
    menuPage(
      '/crm/config/material',
      lazyScreen(() => import('./config/material-screen.tsx')),
    ),
    menuPage(
      '/crm/sales/product',
      lazyScreen(() => import('./sales/product-screen.tsx')),
    ),
    // Pages of their own under the product list: named for what they do, not after the list.
    menuPage('/crm/sales/product/add', ProductEdit, { title: 'shell.productAdd' }),
    menuPage('/crm/sales/product/update', ProductEdit, { title: 'shell.productEdit' }),
    menuPage(
      '/crm/sales/service',
      lazyScreen(() => import('./sales/service-screen.tsx')),
    ),
    // Customers; the portrait's charts load with its own chunk.
    menuPage(
      '/crm/customer/list',
      lazyScreen(() => import('./customer/customer-list-screen.tsx')),
    ),
    menuPage(
      '/crm/customer/pool',
      lazyScreen(() => import('./customer/pool-screen.tsx')),
    ),
    menuPage(
      '/crm/customer/lost',
      lazyScreen(() => import('./customer/lost-screen.tsx')),
    ),
    menuPage(
      '/crm/index',
      lazyScreen(() => import('./customer/crm-index-screen.tsx')),
    ),
    menuPage(
      '/crm/customer/group',
      lazyScreen(() => import('./customer/group-screen.tsx')),
    ),
    menuPage(
      '/crm/customer/portrait',
      lazyScreen(() => import('./customer/portrait-screen.tsx')),
    ),
  ],
};

declare module '../../module-manifest.ts' {
  interface ModuleStrings {
    crm: Strings;
  }
}
