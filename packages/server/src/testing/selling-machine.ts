import { asc } from 'drizzle-orm';
import { agents, merchants } from '../modules/agents/tables';
import { devices, deviceSlots } from '../modules/equipment/tables';
import { goods } from '../modules/goods/tables';
import type { TestServer } from './test-server';

/** A machine of its own for a money test: an agent at 25 %, its merchant, three slots of the first goods, a credential. */
export async function sellingMachine(
  server: TestServer,
  token: string,
  {
    label,
    phone,
    address,
    deviceNo,
    stock,
  }: { label: string; phone: string; address: string; deviceNo: string; stock: number },
) {
  const db = server.app.database.db;
  const [agent] = await db
    .insert(agents)
    .values({ name: `${label}测试代理`, contact: label, phone, region: '测试区', shareBasisPoints: 2_500 })
    .returning({ id: agents.id });
  const agentId = agent!.id;
  const [merchant] = await db
    .insert(merchants)
    .values({ name: `${label}测试商户`, contact: label, phone, address, agentId })
    .returning({ id: merchants.id });
  const [device] = await db
    .insert(devices)
    .values({ deviceNo, deviceName: `${label}机`, address, merchantId: merchant!.id })
    .returning({ id: devices.id });
  const deviceId = device!.id;
  const items = await db
    .select({ id: goods.id, goodsName: goods.goodsName })
    .from(goods)
    .orderBy(asc(goods.id))
    .limit(3);
  await db
    .insert(deviceSlots)
    .values(items.map((item, index) => ({ deviceId, slotNo: index + 1, goodsId: item.id, stock, capacity: stock })));
  const issued = await server.envelope('issueDeviceCredential', { token, input: { deviceId } });
  return { agentId, deviceId, items, deviceAuth: `Device ${issued.data.credential as string}` };
}
