import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was made and last changed: most tables end with both. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A trigger-kept count of a brand's rows of one kind or status, and the version the list caches read
 * (server/kit/list-cache.ts): the triggers bump both on every write.
 */
export const countColumns = () => ({
  n: integer('n').notNull().default(0),
  version: integer('version').notNull().default(0),
});

/** A row that belongs to another and goes with it: not null, deleted when that row is. */
export const partOf = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
