import { benchApi } from './bench-api.ts';
import { benchClient } from './bench-client.ts';
import { benchConfig } from './bench-config.ts';
import { benchNotify } from './bench-notify.ts';
import { benchPlatform } from './bench-platform.ts';
import { benchSystem } from './bench-system.ts';

// `npm run bench`: figures, not assertions (DESIGN "Budgets"). Each section prints its own table.
await benchApi();
// adminuser/list with 100,000 members in a brand (DESIGN budget; issue 5 asks for at least 10,000).
await benchSystem();
// Uploads (100 MB, memory and speed) and imagelist with 100,000 files (issue 12).
await benchConfig();
// Notifications (issue 15): enqueue 10,000 recipients, deliver to the log provider and an SMTP sink.
await benchNotify();
// Platform content (issue 17): article list with 100,000 articles, the site read API with and without 304s.
await benchPlatform();

// Client section (bundle sizes, login -> shell time): scripts/bench-client.ts is called here.
await benchClient();
