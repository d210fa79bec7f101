import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countColumns, timestamps, updatedAt } from '../../db/columns.ts';
import { brandColumn, brandKeyColumn, brandRowColumns } from '../../db/core.tables.ts';
import { smsTemplates } from '../notify/notify.tables.ts';

// Agents: resellers, their verification and their groups.

/** A brand's agent groups: each sets a level (1-9, one group per level) and a commission. */
export const agentGroups = pgTable(
  'agent_groups',
  {
    ...brandRowColumns(),
    title: text('title').notNull(),
    level: smallint('level').notNull(),
    /** A percentage with two places, 0-100 (contract/decimal.ts), answered as a string. */
    commission: numeric('commission', { precision: 5, scale: 2 }).notNull().default('0'),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('agent_groups_brand_level_uq').on(t.brandId, t.level),
    uniqueIndex('agent_groups_brand_title_uq').on(t.brandId, sql`lower(${t.title})`),
  ],
);

/**
 * An agent, or an application to become one (`pending`). The id card number is sealed
 * (server/secrets.ts) and never answered: `id_card_mask` is what answers show, `id_card_hash` a keyed
 * digest that finds the same number twice in a brand without opening any.
 */
export const agents = pgTable(
  'agents',
  {
    ...brandRowColumns(),
    name: text('name').notNull(),
    /** The name's sort key (server/kit/sort-key.ts), as admin_users.real_name_sort. */
    nameSort: text('name_sort'),
    mobile: text('mobile').notNull(),
    company: text('company').notNull().default(''),
    /** docs/spec.md §3 Address; its areas' codes are kept apart too, for the region filter. */
    address: jsonb('address').notNull().default({}),
    provinceId: integer('province_id').notNull().default(0),
    cityId: integer('city_id').notNull().default(0),
    districtId: integer('district_id').notNull().default(0),
    idCard: text('id_card'),
    idCardHash: text('id_card_hash'),
    idCardMask: text('id_card_mask').notNull().default(''),
    /** `[{ fileurl, title }]`: images of the brand's media library. */
    licenceImages: jsonb('licence_images').notNull().default([]),
    groupId: integer('group_id').references(() => agentGroups.id),
    /** pending | passed | rejected | disabled */
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    verifiedBy: integer('verified_by'),
    verifiedByName: text('verified_by_name').notNull().default(''),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('agents_brand_mobile_uq').on(t.brandId, t.mobile),
    uniqueIndex('agents_brand_id_card_uq')
      .on(t.brandId, t.idCardHash)
      .where(sql`${t.idCardHash} is not null`),
    // The list pages newest first, filtered by status (the verify queue: oldest first), group or region.
    index('agents_brand_id_idx').on(t.brandId, t.id),
    index('agents_brand_status_idx').on(t.brandId, t.status, t.id),
    index('agents_brand_group_idx').on(t.brandId, t.groupId, t.id),
    index('agents_brand_province_idx').on(t.brandId, t.provinceId, t.id),
    index('agents_brand_city_idx').on(t.brandId, t.cityId, t.id),
    index('agents_brand_district_idx').on(t.brandId, t.districtId, t.id),
    index('agents_brand_name_sort_idx').on(t.brandId, sql`${t.nameSort} collate "C"`),
    index('agents_brand_verified_idx').on(t.brandId, t.verifiedAt),
    index('agents_brand_created_idx').on(t.brandId, t.createdAt),
    index('agents_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('agents_company_trgm')
      .using('gin', sql`lower(${t.company}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('agents_mobile_trgm').using('gin', sql`${t.mobile} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * How many agents of each status a brand has, and a version for the list caches, kept by statement
 * triggers on `agents` (migration 0012) whoever writes: the verify queue's count and the overview's
 * figures are read, not counted, at 100,000 agents.
 */
export const agentCounts = pgTable(
  'agent_counts',
  {
    brandId: brandColumn(),
    status: text('status').notNull(),
    ...countColumns(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.status] })],
);

/** The agent settings: the SMS template sent on a pass and on a rejection (none: no SMS). */
export const agentConfigs = pgTable('agent_configs', {
  brandId: brandKeyColumn(),
  passTemplateId: integer('pass_template_id').references(() => smsTemplates.id, { onDelete: 'set null' }),
  rejectTemplateId: integer('reject_template_id').references(() => smsTemplates.id, {
    onDelete: 'set null',
  }),
  updatedAt: updatedAt(),
});
