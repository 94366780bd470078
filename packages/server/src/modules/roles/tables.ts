import { pageLevels, type PageLevel } from '@vending/contract';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { managers } from '../administrators/tables';
import { updatedAt, updatedBy } from '../administrators/columns';

/*
 * Roles (角色): what an ordinary administrator may do is the union of the roles it holds. A
 * role opens pages, each at a level (查看 view: its reads; 管理 manage: its writes too), and
 * limits the rows to a data scope (docs/SPECIFICATION.md §6).
 */

/** A role's data scope: every row, the rows of its chosen targets, or the holder's own agent's. */
export const DATA_SCOPE_KINDS = ['all', 'custom', 'own_agent'] as const;
export type DataScopeKind = (typeof DATA_SCOPE_KINDS)[number];

/** The level a role holds a page at (the contract's): 查看 opens its reads, 管理 its writes too. */
export const PAGE_LEVELS = pageLevels;
export type { PageLevel };

/** What a custom scope lists: regions, agents, merchants or devices, by id. */
export const SCOPE_DIMENSIONS = ['region', 'agent', 'merchant', 'device'] as const;
export type ScopeDimension = (typeof SCOPE_DIMENSIONS)[number];

export const ROLES_NAME_UNIQUE = 'roles_name_unique';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(ROLES_NAME_UNIQUE),
  description: text('description').notNull().default(''),
  dataScope: text('data_scope', { enum: DATA_SCOPE_KINDS }).notNull().default('all'),
  /** Set on the preset roles every database has (区域经理, 补货员, …): which one it is. */
  presetKey: text('preset_key').unique('roles_preset_key_unique'),
  createdAt: createdAt(),
  /** The administrator who created or last changed it, and when; null for a migration's or the first start's. */
  updatedBy: updatedBy(),
  updatedAt: updatedAt(),
});

/** The pages (by interface name) a role opens, each at its level. */
export const rolePages = pgTable(
  'role_pages',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    interfaceName: text('interface_name').notNull(),
    level: text('level', { enum: PAGE_LEVELS }).notNull().default('manage'),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.interfaceName] })],
);

/**
 * A custom scope's targets. Ids are plain integers, not foreign keys: a region, agent,
 * merchant or device removed later only stops matching, it does not take the role with it.
 */
export const roleScopeTargets = pgTable(
  'role_scope_targets',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    dimension: text('dimension', { enum: SCOPE_DIMENSIONS }).notNull(),
    targetId: integer('target_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.dimension, table.targetId] })],
);

/** The roles an administrator holds. */
export const managerRoles = pgTable(
  'manager_roles',
  {
    managerId: integer('manager_id')
      .notNull()
      .references(() => managers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.managerId, table.roleId] }),
    // A role's holders (and whether it has any) without a scan.
    index('manager_roles_role_id_idx').on(table.roleId),
  ],
);
