import { benchApi } from './bench-api.ts';
import { benchClient } from './bench-client.ts';
import { benchNotify } from './bench-notify.ts';
import { benchSystem } from './bench-system.ts';

// `npm run bench`: figures, not assertions (DESIGN "Budgets"). Each section prints its own table.
await benchApi();
// adminuser/list with 100,000 members in a brand (DESIGN budget; issue 5 asks for at least 10,000).
await benchSystem();
// Notifications (issue 15): enqueue 10,000 recipients, deliver to the log provider and an SMTP sink.
await benchNotify();

// Client section (bundle sizes, login -> shell time): scripts/bench-client.ts is called here.
await benchClient();
