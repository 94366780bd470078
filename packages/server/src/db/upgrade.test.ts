import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menu, type PresetRoleKey } from '@vending/contract';
import { PRESET_ROLES, ensurePresetRoles } from '../modules/roles/presets';
import { migrationsFolder, type Database } from './database';
import * as schema from './schema';

/** The migrations up to and including `tag`, as a folder of their own (the journal cut there). */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'vending-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

/**
 * A database from before pages part 2 (orders holding one goods and its quantity, devices a
 * bare online flag), upgraded by the migrations that followed: nothing sold is lost.
 */
describe('upgrading a database with orders from before order lines', () => {
  const client = new PGlite();
  const db = drizzle(client);
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = migrationsUpTo('0009_feedback');
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into goods (id, goods_name, price) values (1, '可乐', 350), (2, '矿泉水', 200);
      insert into devices (id, device_no, device_name, address, online) values
        (1, 'VM1', '一号机', '北门', 1), (2, 'VM2', '二号机', '南门', 0);
      insert into orders (order_no, goods_id, device_id, quantity, amount, status) values
        ('D1', 1, 1, 2, 700, 3), ('D2', 2, 2, 1, 200, 4);
    `);
    await migrate(db, { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('turns each order into an order with one line of its goods, at the price it was sold', async () => {
    const { rows } = await client.query<{
      order_no: string;
      goods_name: string;
      price: number;
      quantity: number;
      amount: number;
    }>(
      `select o.order_no, l.goods_name, l.price, l.quantity, l.amount
         from order_lines l join orders o on o.id = l.order_id order by o.order_no`,
    );
    expect(rows).toEqual([
      { order_no: 'D1', goods_name: '可乐', price: 350, quantity: 2, amount: 700 },
      { order_no: 'D2', goods_name: '矿泉水', price: 200, quantity: 1, amount: 200 },
    ]);
  });

  it('gives a device marked online a heartbeat, and none to one marked offline', async () => {
    const { rows } = await client.query<{ device_no: string; beating: boolean }>(
      'select device_no, last_heartbeat_at is not null as beating from devices order by device_no',
    );
    expect(rows).toEqual([
      { device_no: 'VM1', beating: true },
      { device_no: 'VM2', beating: false },
    ]);
  });
});

/**
 * A database from before migration 0014 with members: the upgrade counts them into
 * table_row_counts and indexes their names and phones for the keyword search, and the
 * count follows later writes.
 */
describe('upgrading a database with members from before the list speed-ups', () => {
  const client = new PGlite();
  const db = drizzle(client);
  let oldMigrations: string;

  beforeAll(async () => {
    oldMigrations = migrationsUpTo('0013_pages_part_3');
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into members (nick_name, phone) values ('王小明', '13812345678'), ('Abc', '15900001111'), ('李四', '18600000001');
    `);
    await migrate(db, { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('counts the members there were, and keeps counting', async () => {
    const kept = async () =>
      (await client.query<{ total: number }>(`select total::int from table_row_counts where table_name = 'members'`))
        .rows[0]?.total;
    expect(await kept()).toBe(3);
    await client.exec(`insert into members (nick_name, phone) values ('新', '1'), ('新二', '2')`);
    await client.exec(`delete from members where nick_name = '李四'`);
    expect(await kept()).toBe(4);
  });

  it('finds the members there were through the gram index', async () => {
    await client.exec('set enable_seqscan = off');
    const search = async (keyword: string) =>
      (
        await client.query<{ nick_name: string }>(
          `select nick_name from members
            where (text_grams(nick_name) || text_grams(phone)) @> keyword_grams($1) order by id`,
          [keyword],
        )
      ).rows.map((row) => row.nick_name);
    expect(await search('王')).toEqual(['王小明']);
    expect(await search('ABC')).toEqual(['Abc']);
    expect(await search('2345')).toEqual(['王小明']);
    const plan = (
      await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from members where (text_grams(nick_name) || text_grams(phone)) @> keyword_grams('王')`,
      )
    ).rows.map((row) => row['QUERY PLAN']);
    expect(plan.join('\n')).toContain('members_search_idx');
  });
});

/**
 * A database from before roles (issue 37), each ordinary administrator holding pages in
 * manager_menus: the upgrade gives each a role of its own with exactly those pages at 管理 and
 * every row, the super administrator none, and leaves an administrator without pages without
 * any. Nothing lost: the pages read back through the roles are the pages held before.
 */
describe('upgrading a database with administrators from before roles', () => {
  const client = new PGlite();
  const db = drizzle(client);
  let oldMigrations: string;
  const before: Record<string, string[]> = {
    operator: ['会员列表', '商户列表', '设备列表', '首页'],
    clerk: ['订单列表'],
  };

  beforeAll(async () => {
    oldMigrations = migrationsUpTo('0019_replenishment_plans');
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into managers (id, username, password_hash, real_name, manager_type) values
        (1, 'admin', 'x', '超级管理员', 1), (2, 'operator', 'x', '运营专员', 2),
        (3, 'clerk', 'x', '店员', 2), (4, 'idle', 'x', '闲置', 2);
      insert into manager_menus (manager_id, interface_name) values
        (1, '首页'),
        ${before.operator!.map((page) => `(2, '${page}')`).join(', ')},
        ${before.clerk!.map((page) => `(3, '${page}')`).join(', ')};
    `);
    await migrate(db, { migrationsFolder });
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('keeps every ordinary administrator exactly its pages, now through a role of its own at 管理 over every row', async () => {
    const { rows } = await client.query<{
      username: string;
      role: string;
      data_scope: string;
      pages: string[];
      levels: string[];
    }>(
      `select m.username, r.name as role, r.data_scope,
              array_agg(p.interface_name order by p.interface_name) as pages,
              array_agg(distinct p.level) as levels
         from managers m join manager_roles mr on mr.manager_id = m.id
         join roles r on r.id = mr.role_id join role_pages p on p.role_id = r.id
        group by m.username, r.name, r.data_scope order by m.username`,
    );
    expect(rows).toEqual([
      {
        username: 'clerk',
        role: 'clerk的权限',
        data_scope: 'all',
        pages: [...before.clerk!].sort(),
        levels: ['manage'],
      },
      {
        username: 'operator',
        role: 'operator的权限',
        data_scope: 'all',
        pages: [...before.operator!].sort(),
        levels: ['manage'],
      },
    ]);
  });

  it('gives the super administrator and an administrator without pages no role, and drops manager_menus', async () => {
    const { rows } = await client.query<{ username: string }>(
      `select m.username from managers m join manager_roles mr on mr.manager_id = m.id where m.username in ('admin', 'idle')`,
    );
    expect(rows).toEqual([]);
    const { rows: tables } = await client.query<{ name: string | null }>(
      `select to_regclass('manager_menus')::text as name`,
    );
    expect(tables).toEqual([{ name: null }]);
  });
});

/**
 * A database whose preset roles were made at its first start by an earlier version (issue 37:
 * 补货员 without 行程, 代理商 with 提现记录 at 查看 and no 销售报表, 只读审计 without the pages
 * added since), held by its administrators, beside a role an administrator made and a preset an
 * administrator edited: the upgrade brings the presets to what they are now and touches nothing
 * else. Nothing lost: every holder keeps its roles, the administrator's role its pages, the
 * edited preset its edits.
 */
describe('upgrading a database with the preset roles of an earlier version', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  let oldMigrations: string;
  const addedSince = ['告警中心', '渠道对账', '行程'];
  const everyPage = menu.flatMap((group) => group.children.map((page) => page.interfaceName));
  // The presets as the version that introduced them made them (commit 0c4ce33).
  const earlier: Record<
    PresetRoleKey,
    { name: string; description: string; scope: string; pages: [string, string][] }
  > = {
    regionManager: {
      name: '区域经理',
      description: '负责一个区域的设备、补货与订单；数据范围选择所辖区域',
      scope: 'custom',
      pages: [
        ['首页', 'view'],
        ['设备列表', 'manage'],
        ['补货记录', 'manage'],
        ['补货计划', 'manage'],
        ['商户列表', 'view'],
        ['订单列表', 'view'],
        ['订单详情', 'view'],
        ['销售报表', 'view'],
      ],
    },
    restocker: {
      name: '补货员',
      description: '查看设备与补货记录，按补货计划装货；不能修改设备',
      scope: 'custom',
      pages: [
        ['首页', 'view'],
        ['设备列表', 'view'],
        ['补货记录', 'view'],
        ['补货计划', 'manage'],
      ],
    },
    finance: {
      name: '财务',
      description: '审核提现、结算代理商分成、处理充值退款，查看订单与报表',
      scope: 'all',
      pages: [
        ['首页', 'view'],
        ['提现记录', 'manage'],
        ['代理商分成列表', 'manage'],
        ['销售报表', 'view'],
        ['充值列表', 'manage'],
        ['订单列表', 'view'],
        ['订单详情', 'view'],
        ['会员列表', 'view'],
        ['会员详情', 'view'],
      ],
    },
    auditor: {
      name: '只读审计',
      description: '查看全部页面与数据，不能做任何修改',
      scope: 'all',
      pages: everyPage.filter((page) => !addedSince.includes(page)).map((page) => [page, 'view']),
    },
    agent: {
      name: '代理商',
      description: '代理商本人的账号：只看自己的商户、设备、订单、分成与提现',
      scope: 'own_agent',
      pages: [
        ['首页', 'view'],
        ['商户列表', 'view'],
        ['设备列表', 'view'],
        ['订单列表', 'view'],
        ['订单详情', 'view'],
        ['代理商分成列表', 'view'],
        ['提现记录', 'view'],
      ],
    },
  };
  /** Every role's name, description, scope, pages and holders, as one comparable value. */
  const rolesNow = async () =>
    (
      await client.query<{ name: string; description: string; data_scope: string; pages: string; holders: string }>(
        `select r.name, r.description, r.data_scope,
                coalesce((select string_agg(p.interface_name || ':' || p.level, ',' order by p.interface_name)
                            from role_pages p where p.role_id = r.id), '') as pages,
                coalesce((select string_agg(m.username, ',' order by m.username)
                            from manager_roles mr join managers m on m.id = mr.manager_id where mr.role_id = r.id), '') as holders
           from roles r order by r.id`,
      )
    ).rows;
  const pagesOf = (pages: [string, string][] | Record<string, string>) =>
    (Array.isArray(pages) ? pages : Object.entries(pages))
      .map(([page, level]) => `${page}:${level}`)
      .sort()
      .join(',');
  let before: Awaited<ReturnType<typeof rolesNow>>;

  beforeAll(async () => {
    oldMigrations = migrationsUpTo('0029_trips');
    await migrate(db, { migrationsFolder: oldMigrations });
    await client.exec(`
      insert into managers (id, username, password_hash, real_name, manager_type) values
        (1, 'admin', 'x', '超级管理员', 1), (2, 'restocker', 'x', '补货员甲', 2),
        (3, 'agent', 'x', '代理商乙', 2), (4, 'clerk', 'x', '店员', 2);
    `);
    for (const [key, preset] of Object.entries(earlier)) {
      const { rows } = await client.query<{ id: number }>(
        `insert into roles (name, description, data_scope, preset_key) values ($1, $2, $3, $4) returning id`,
        [preset.name, preset.description, preset.scope, key],
      );
      for (const [page, level] of preset.pages)
        await client.query(`insert into role_pages (role_id, interface_name, level) values ($1, $2, $3)`, [
          rows[0]!.id,
          page,
          level,
        ]);
    }
    await client.exec(`
      -- An administrator's own role, and 财务 edited: a page taken away, the description rewritten.
      insert into roles (id, name, description, data_scope) values (100, '夜班补货', '夜里补货', 'custom');
      insert into role_pages (role_id, interface_name, level) values (100, '补货计划', 'view'), (100, '设备列表', 'view');
      insert into role_scope_targets (role_id, dimension, target_id) values (100, 'region', 7);
      update roles set description = '只管提现' where preset_key = 'finance';
      delete from role_pages where interface_name = '会员详情' and role_id = (select id from roles where preset_key = 'finance');
      insert into manager_roles (manager_id, role_id) values
        (2, (select id from roles where preset_key = 'restocker')), (2, 100),
        (3, (select id from roles where preset_key = 'agent')), (4, (select id from roles where preset_key = 'finance'));
    `);
    before = await rolesNow();
    await migrate(db, { migrationsFolder });
    await ensurePresetRoles(db as unknown as Database);
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it('brings every unedited preset to what it is now: its pages, levels and description', async () => {
    const after = await rolesNow();
    for (const preset of PRESET_ROLES.filter((preset) => preset.key !== 'finance')) {
      const row = after.find((role) => role.name === preset.name);
      expect(row, preset.name).toMatchObject({
        description: preset.description,
        data_scope: preset.dataScope,
        pages: pagesOf(preset.pages),
      });
    }
    expect(after.find((role) => role.name === '补货员')?.pages).toContain('行程:manage');
    expect(after.find((role) => role.name === '代理商')?.pages).toContain('提现记录:manage');
    expect(after.filter((role) => PRESET_ROLES.some((preset) => preset.name === role.name))).toHaveLength(5);
  });

  it('loses nothing: the holders keep their roles, an administrator’s role and an edited preset stay as they were', async () => {
    const after = await rolesNow();
    expect(after.map((role) => [role.name, role.holders])).toEqual(before.map((role) => [role.name, role.holders]));
    const unchanged = (name: string) =>
      expect(after.find((role) => role.name === name)).toEqual(before.find((role) => role.name === name));
    unchanged('夜班补货');
    unchanged('财务');
    const { rows } = await client.query(`select dimension, target_id from role_scope_targets where role_id = 100`);
    expect(rows).toEqual([{ dimension: 'region', target_id: 7 }]);
  });

  it('changes nothing when its statements run a second time', async () => {
    const after = await rolesNow();
    const statements = readFileSync(path.join(migrationsFolder, '0030_preset_roles_up_to_date.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    for (const statement of statements) await client.exec(statement);
    expect(await rolesNow()).toEqual(after);
  });
});
