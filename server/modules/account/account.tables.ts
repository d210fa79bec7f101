import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, partOf } from '../../db/columns.ts';
import { adminUsers } from '../../db/core.tables.ts';

/**
 * The user's sign-ins, for "recent sign-ins" on the account dashboard: kept apart from `sessions`,
 * which housekeeping deletes once they end. Bounded: each sign-in keeps the user's latest 20, and
 * housekeeping drops rows older than 90 days.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: partOf('user_id', () => adminUsers.id),
    sessionId: integer('session_id').notNull().default(0),
    clientAddress: text('client_address').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.id), index('sign_ins_time_idx').on(t.createdAt)],
);
