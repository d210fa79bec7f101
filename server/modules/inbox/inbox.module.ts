import { defineModule } from '../../module-manifest.ts';
import { inboxRoutes } from './inbox.routes.ts';

/** In-app messages. */
export const inboxModule = defineModule({
  name: 'inbox',
  routes: [{ path: '/brand/manage', apps: [inboxRoutes] }],
});
