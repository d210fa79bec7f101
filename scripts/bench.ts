import { benchApi } from './bench-api.ts';
import { benchClient } from './bench-client.ts';

// `npm run bench`: figures, not assertions (DESIGN "Budgets"). Each section prints its own table.
await benchApi();

// Client section (bundle sizes, login -> shell time): scripts/bench-client.ts is called here.
await benchClient();
