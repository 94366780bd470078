import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import { placeDemoDevices, seedDevices, seedReplenishments, seedTemperatures } from '../modules/equipment/demo-data';
import { seedReplenishmentPlans, seedSlotExpiry } from '../modules/equipment/plan-demo-data';
import { seedGoods } from '../modules/goods/demo-data';
import { seedMembers } from '../modules/members/demo-data';
import { members } from '../modules/members/tables';
import { seedOrders } from '../modules/orders/demo-data';
import { completedSalesOfDevices } from '../modules/orders/plan-sales';
import { seedPersonnel } from '../modules/personnel/demo-data';
import { seedRecharges } from '../modules/recharges/demo-data';
import { seedRechargeOptions } from '../modules/settings/demo-data';
import { seedAgents } from '../modules/agents/demo-data';
import { seedFranchiseApplications } from '../modules/franchise/demo-data';
import { seedFeedback } from '../modules/feedback/demo-data';
import { seedCarousel } from '../modules/carousel/demo-data';
import { seedActivities } from '../modules/activities/demo-data';
import { seedSoftware } from '../modules/software/demo-data';
import { seedAdvertisements } from '../modules/advertisements/demo-data';
import { seedWithdrawals } from '../modules/finance/demo-data';
import type { UploadStore } from '../modules/uploads/upload-store';
import { randomSource } from './seed-tools';
import { seedLedger } from './demo-books';

/**
 * A small vending business: goods, devices with stock, members and orders over two months,
 * testers and their applications, the top-up bonus list and members' recharges, agents and their merchants, restocking
 * visits, agents' withdrawals, franchise applications, members' feedback, pushed activities.
 * One seeded generator runs through the modules in this order, so every fresh start shows
 * the same business.
 */
export async function seedDemoData(db: Database, now: Date, uploads: UploadStore, timeZone = 'Asia/Shanghai') {
  const [existing] = await db.select({ value: count() }).from(members);
  if (Number(existing?.value ?? 0) > 0) return;
  const random = randomSource(20_240_501);
  const memberOpenings = await seedMembers(db, 300, now, { seed: 1, days: 120 });
  const goodsRows = await seedGoods(db);
  const deviceRows = await seedDevices(db, random, goodsRows, now);
  const memberIds = (await db.select({ id: members.id }).from(members)).map((row) => row.id);
  await seedOrders(db, random, now, { memberIds, deviceRows, goodsRows });
  await seedPersonnel(db, random, now, { deviceRows });
  await seedRechargeOptions(db, now);
  await seedRecharges(db, random, now, memberOpenings);
  await seedAgents(db, random, now);
  await placeDemoDevices(db, now);
  await seedReplenishments(db, now);
  await seedTemperatures(db, now);
  await seedSlotExpiry(db, now, timeZone);
  await seedReplenishmentPlans(db, now, timeZone, completedSalesOfDevices);
  await seedWithdrawals(db, now);
  await seedFranchiseApplications(db, random, now);
  await seedFeedback(db, random, now, uploads);
  await seedCarousel(db, now, uploads);
  await seedActivities(db, now);
  await seedSoftware(db, now, uploads);
  await seedAdvertisements(db, now, uploads);
  // Last: the books of everything above, by the server's own rules, through the posting module;
  // the balances the members are seeded to hold are reached by top-ups (never written by the seeds).
  await seedLedger(db, now, timeZone, new Map([...memberOpenings].map(([id, opening]) => [id, opening.amount])));
}
