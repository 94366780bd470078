import type { PaletteRecordGroup } from '@vending/ui';
import { formatDateTime } from '@vending/ui';
import type { ApiClient } from '../api';

/** The list pages whose records the palette finds (contract: searchRecords' menu). */
export const RECORD_SEARCH_PATHS = ['/equipment/list', '/equipmentOrders/list', '/member/list'] as const;

type Translate = (key: string) => string;

/**
 * The command palette's record search (issue 41, item 14): one searchRecords call, its devices,
 * orders and members as the palette's groups, each opening its record: a device its row in the
 * device list, an order and a member their detail page.
 */
export async function searchRecords(
  api: ApiClient,
  t: Translate,
  query: string,
  signal: AbortSignal,
): Promise<PaletteRecordGroup[]> {
  const { data } = await api.call('searchRecords', { q: query }, { signal });
  return [
    {
      key: 'devices',
      heading: t('navbar.search.devices'),
      records: data.devices.map((device) => ({
        key: String(device.deviceId),
        label: device.deviceNo,
        detail: device.deviceName,
        path: `/equipment/list?keyword=${encodeURIComponent(device.deviceNo)}`,
      })),
    },
    {
      key: 'orders',
      heading: t('navbar.search.orders'),
      records: data.orders.map((order) => ({
        key: String(order.orderId),
        label: order.orderNo,
        detail: [order.deviceNo, formatDateTime(order.createTime)].filter(Boolean).join(' · '),
        path: `/equipmentOrders/detail?id=${order.orderId}`,
      })),
    },
    {
      key: 'members',
      heading: t('navbar.search.members'),
      records: data.members.map((member) => ({
        key: String(member.userId),
        label: member.phone,
        detail: member.nickName,
        path: `/member/detail?id=${member.userId}`,
      })),
    },
  ];
}
