import type { Database } from '../../db/database';
import { cycle, DAY_MS, mobileNumber, type RandomSource } from '../../seed/seed-tools';
import { agents, merchants } from './tables';

/** Cities with a plausible centre (latitude, longitude) and streets where merchants stand. */
const CITIES = [
  { city: '北京', region: '北京市朝阳区', lat: 39.9219, lng: 116.4436, streets: ['望京街', '建国路', '三里屯路'] },
  {
    city: '上海',
    region: '上海市浦东新区',
    lat: 31.2304,
    lng: 121.5055,
    streets: ['世纪大道', '张杨路', '陆家嘴环路'],
  },
  {
    city: '广州',
    region: '广州市天河区',
    lat: 23.1355,
    lng: 113.3272,
    streets: ['天河路', '体育东路', '珠江新城华夏路'],
  },
  {
    city: '深圳',
    region: '深圳市南山区',
    lat: 22.5333,
    lng: 113.9305,
    streets: ['科技园中区', '南海大道', '海德三道'],
  },
  { city: '杭州', region: '杭州市西湖区', lat: 30.2741, lng: 120.1551, streets: ['文三路', '教工路', '古墩路'] },
  { city: '成都', region: '成都市武侯区', lat: 30.6423, lng: 104.0433, streets: ['天府大道', '科华北路', '人民南路'] },
  { city: '南京', region: '南京市鼓楼区', lat: 32.0662, lng: 118.7834, streets: ['中山路', '汉中路', '湖南路'] },
  { city: '武汉', region: '武汉市洪山区', lat: 30.5052, lng: 114.4009, streets: ['珞喻路', '鲁磨路', '关山大道'] },
] as const;

const AGENT_KINDS = ['智能零售', '自助设备', '便利科技', '商贸', '无人零售'];
const CONTACTS = [
  '张建华',
  '李秀英',
  '王志强',
  '刘桂兰',
  '陈伟',
  '杨丽',
  '赵勇',
  '黄敏',
  '周磊',
  '吴静',
  '徐杰',
  '孙娟',
];
const SITES = [
  '写字楼大堂',
  '地铁站B口',
  '大学图书馆',
  '医院门诊楼',
  '购物中心三层',
  '体育馆',
  '酒店大堂',
  '产业园食堂',
];

/** The first demo agent's name: taken, so tests can try adding it again. */
export const FIRST_DEMO_AGENT = `${CITIES[0].city}${AGENT_KINDS[0]}有限公司`;

/**
 * 24 agents (three per city, a few disabled) and 40 merchants under them with addresses and
 * coordinates near their city's centre (equipment's placeDemoDevices binds the demo devices to them). Each
 * agent starts with a balance of zero: what it holds is what the demo's books (`seedLedger`)
 * credit it for its settled months, less its withdrawals.
 */
export async function seedAgents(db: Database, random: RandomSource, now: Date): Promise<void> {
  const agentRows = await db
    .insert(agents)
    .values(
      Array.from({ length: 24 }, (_, index) => {
        const place = cycle(CITIES, index);
        const kind = cycle(AGENT_KINDS, Math.floor(index / CITIES.length));
        const row = {
          name: `${place.city}${kind}有限公司`,
          contact: cycle(CONTACTS, index),
          phone: mobileNumber(random),
          region: place.region,
          shareBasisPoints: random.pick([1_500, 2_000, 2_500, 3_000, 3_500]),
          isFlag: index % 9 === 8 ? 0 : 1,
          createdAt: new Date(now.getTime() - (200 - index * 5) * DAY_MS),
        };
        // Once a balance to reach; still drawn, so that everything seeded after stays as it was.
        random.integer(0, 8_000);
        return row;
      }),
    )
    .returning({ id: agents.id, region: agents.region });

  await db.insert(merchants).values(
    Array.from({ length: 40 }, (_, index) => {
      const agent = cycle(agentRows, index);
      const place = CITIES.find((city) => city.region === agent.region) ?? CITIES[0];
      const street = cycle(place.streets, index);
      // A second round over the agents takes the next site, so no agent has two merchants of one name.
      const site = cycle(SITES, index + Math.floor(index / agentRows.length));
      return {
        name: `${place.city}${street}${site}`,
        contact: cycle(CONTACTS, index + 5),
        phone: mobileNumber(random),
        address: `${place.region}${street}${random.integer(1, 399)}号${site}`,
        latitude: Number((place.lat + (random.next() - 0.5) * 0.08).toFixed(6)),
        longitude: Number((place.lng + (random.next() - 0.5) * 0.08).toFixed(6)),
        agentId: agent.id,
        isFlag: index % 11 === 10 ? 0 : 1,
        createdAt: new Date(now.getTime() - (120 - index * 2) * DAY_MS),
      };
    }),
  );
}
