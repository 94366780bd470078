import type { TripDetail } from '@vending/contract';
import { tripStopMachines } from '../../stories/fixtures';

/** The field view's data for the stories: fixed, no clock, so pictures are stable. */

const line = (
  slotNo: number,
  goodsId: number,
  goodsName: string,
  counts: { stock: number; capacity: number; planned: number },
  recorded: { filled: number; removedExpired: number; expiryDate: string } | null,
) => ({
  slotNo,
  goodsId,
  goodsName,
  ...counts,
  filled: recorded?.filled ?? null,
  removedExpired: recorded?.removedExpired ?? 0,
  removedDamaged: 0,
  expiryDate: recorded?.expiryDate ?? null,
});

/** Today's trip of the restocker: three machines of 华东区, the first recorded (two expired cartons out). */
export const fieldTrip: TripDetail = {
  tripId: 12,
  status: 'underway',
  planId: 17,
  assigneeId: 7,
  assigneeName: '补货员（演示）',
  tripDate: '2026-11-20',
  vehicle: '沪A·3K752',
  order: 'route',
  stopCount: 3,
  doneStops: 1,
  plannedUnits: 39,
  filledUnits: 12,
  shortSlots: 1,
  createTime: '2026-11-19T10:00:00.000Z',
  doneTime: null,
  routeMeters: 8_420,
  goods: [
    { goodsId: 1, goodsName: '可口可乐 330ml', planned: 24, filled: 7, shortfall: 1 },
    { goodsId: 5, goodsName: '蒙牛纯牛奶', planned: 15, filled: 5, shortfall: 0 },
  ],
  stops: tripStopMachines.map((machine, index) => {
    const recorded = index === 0;
    return {
      ...machine,
      seq: index + 1,
      doneTime: recorded ? '2026-11-20T02:15:00.000Z' : null,
      operatorName: recorded ? '补货员（演示）' : null,
      photoUrl: null,
      replenishmentId: recorded ? 80 : null,
      lines: [
        line(
          1,
          1,
          '可口可乐 330ml',
          { stock: recorded ? 9 : 2, capacity: 12, planned: 8 },
          recorded ? { filled: 7, removedExpired: 0, expiryDate: '2027-03-01' } : null,
        ),
        line(
          4,
          5,
          '蒙牛纯牛奶',
          { stock: recorded ? 6 : 3, capacity: 8, planned: 5 },
          recorded ? { filled: 5, removedExpired: 2, expiryDate: '2026-12-05' } : null,
        ),
      ],
    };
  }),
};
