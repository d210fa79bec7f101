import { benchAgent } from './bench-agent.ts';
import { benchAnchors } from './bench-anchors.ts';
import { benchApi } from './bench-api.ts';
import { benchClient } from './bench-client.ts';
import { benchConfig } from './bench-config.ts';
import { benchCrm } from './bench-crm.ts';
import { benchCrmCustomers } from './bench-crm-customers.ts';
import { benchCrmImport } from './bench-crm-import.ts';
import { benchCrmWrites } from './bench-crm-writes.ts';
import { printGoals } from './bench-goals.ts';
import { benchNotify } from './bench-notify.ts';
import { benchNotifyLog } from './bench-notify-log.ts';
import { benchPlatform } from './bench-platform.ts';
import { benchSystem } from './bench-system.ts';

// `npm run bench`: figures, not assertions (goals in docs/performance.md). Each section prints its own table.
await benchApi();
// adminuser/list with 100,000 members in a brand (a goal in docs/performance.md; at least 10,000 must stay fast).
await benchSystem();
// Uploads (100 MB, memory and speed) and imagelist with 100,000 files.
await benchConfig();
// CRM: product/list with 100,000 products, its orders, filters and keyword.
await benchCrm();
// CRM customers: the lists, the portrait and the export at 100,000 customers; an import of 100,000 rows.
await benchCrmCustomers();
await benchCrmImport();
// Customer add and claim at 16 connections (the change record's cost; PostgreSQL figures with DATABASE_URL).
await benchCrmWrites();
// Notifications: enqueue 10,000 recipients, deliver to the log provider and an SMTP sink.
await benchNotify();
// The SMS log and the overview's figures with 100,000 messages (the notification screens).
await benchNotifyLog();
// agent/user/list and the verify queue with 100,000 agents.
await benchAgent();
// Platform content: article list with 100,000 articles, the site read API with and without 304s.
await benchPlatform();

// Client section (bundle sizes, login -> shell time): scripts/bench-client.ts is called here.
await benchClient();
// The sign-in form beside react-admin's (scripts/bench-anchors.ts; skipped, with how to prepare it, without the anchor kit).
await benchAnchors();

// Every figure with a goal, beside it, from this one run.
printGoals();
