import { z } from 'zod';
import { endpoint } from '../endpoint';
import { recordId } from '../fields';
import { dateParam, instant, pagedRows, pagingParams, textParam } from '../wire';
import { selectOption } from './agents';

// 行程 (设备管理): a restocking round — a plan's devices (or devices chosen) assigned to a
// restocker for a day and a vehicle, its stops in order; the restocker's phone records each stop.

/** A trip's states: 待出发 → 进行中 (started, or its first stop recorded) → 已完成 (its last stop recorded). */
export const tripStatuses = ['waiting', 'underway', 'done'] as const;
export type TripStatus = (typeof tripStatuses)[number];

/**
 * How a trip's stops are first ordered: by urgency (the emptiest device first), or by the
 * shortest route over the devices' coordinates (nearest neighbour, then 2-opt).
 */
export const tripOrders = ['urgency', 'route'] as const;
export type TripOrder = (typeof tripOrders)[number];

/** At most this many items removed, filled or planned in one slot (a slot's capacity is a smallint). */
const slotCount = z.int().min(0).max(999);

export const tripListRequest = z.strictObject({
  status: z.enum(tripStatuses).optional(),
  tripDate: dateParam.optional(),
  assigneeId: recordId.optional(),
  ...pagingParams,
});

/** One trip as listed: who, when, with what, and how far along. */
export const tripRow = z.object({
  tripId: z.int(),
  status: z.enum(tripStatuses),
  /** The plan it loads; null for none (a plan is made from the chosen devices, so this is rare). */
  planId: z.int().nullable(),
  assigneeId: z.int(),
  assigneeName: z.string(),
  tripDate: z.iso.date(),
  vehicle: z.string(),
  order: z.enum(tripOrders),
  stopCount: z.int(),
  doneStops: z.int(),
  plannedUnits: z.int(),
  filledUnits: z.int(),
  /** Slots of recorded stops filled with fewer items than planned. */
  shortSlots: z.int(),
  createTime: instant,
  /** When the last stop was recorded. */
  doneTime: instant.nullable(),
});
export type TripRow = z.infer<typeof tripRow>;

/** One slot of a stop: planned vs filled, what was taken out, and the new batch's expiry. */
export const tripStopLine = z.object({
  slotNo: z.int(),
  goodsId: z.int(),
  goodsName: z.string(),
  /** The slot's stock now, and its capacity (what can be filled at most, after removals). */
  stock: z.int(),
  capacity: z.int(),
  planned: z.int(),
  /** Null until the stop is recorded. */
  filled: z.int().nullable(),
  removedExpired: z.int(),
  removedDamaged: z.int(),
  /** The expiry date of the batch put in; null when none was given. */
  expiryDate: z.iso.date().nullable(),
});
export type TripStopLine = z.infer<typeof tripStopLine>;

export const tripStop = z.object({
  deviceId: z.int(),
  deviceNo: z.string(),
  deviceName: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Its place in the trip, from 1. */
  seq: z.int(),
  doneTime: instant.nullable(),
  /** Who recorded it, and the photo taken as proof. */
  operatorName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  replenishmentId: z.int().nullable(),
  lines: z.array(tripStopLine),
});
export type TripStop = z.infer<typeof tripStop>;

/** Per goods over the whole trip: what was to load and what was filled; short once its stops are done. */
export const tripGoods = z.object({
  goodsId: z.int(),
  goodsName: z.string(),
  planned: z.int(),
  filled: z.int(),
  /** Planned in the stops recorded so far and not filled there. */
  shortfall: z.int(),
});
export type TripGoods = z.infer<typeof tripGoods>;

export const tripDetail = tripRow.extend({
  /** The route's length over the stops with coordinates, in metres, in the order they stand. */
  routeMeters: z.int(),
  stops: z.array(tripStop),
  goods: z.array(tripGoods),
});
export type TripDetail = z.infer<typeof tripDetail>;

export const tripRequest = z.strictObject({ tripId: recordId });

export const addTripRequest = z
  .strictObject({
    /** The plan to load (planned or loading): its devices and lines become the stops. */
    planId: recordId.optional(),
    /** Or devices chosen: a plan is computed and saved for them first. */
    deviceIds: z.array(recordId).min(1).max(60).optional(),
    assigneeId: recordId,
    tripDate: dateParam,
    vehicle: textParam(32),
    order: z.enum(tripOrders),
  })
  .refine((trip) => (trip.planId === undefined) !== (trip.deviceIds === undefined), {
    message: 'choose a plan or devices, not both',
    path: ['planId'],
  });

export const reorderTripStopsRequest = z.strictObject({
  tripId: recordId,
  /** Every device of the trip, each once, in the new order. */
  deviceIds: z.array(recordId).min(1).max(60),
});

export const startTripRequest = z.strictObject({ tripId: recordId });

export const myTripsRequest = z.strictObject({
  /** The day; today (in the business time zone) when left out. */
  tripDate: dateParam.optional(),
});

export const tripStopLineInput = z.strictObject({
  slotNo: z.int().min(1).max(999),
  filled: slotCount,
  removedExpired: slotCount.default(0),
  removedDamaged: slotCount.default(0),
  expiryDate: dateParam.nullable().optional(),
});
export type TripStopLineInput = z.input<typeof tripStopLineInput>;

export const recordTripStopRequest = z.strictObject({
  tripId: recordId,
  deviceId: recordId,
  /**
   * The phone's own id of this record (a UUID): the same record sent twice (a retry after a
   * lost answer, a sync after being offline) is recorded once and answered the same.
   */
  recordId: z.uuid(),
  /** The proof: an uploaded image's URL (uploadImage). */
  photoUrl: z.string().trim().max(500).nullable().optional(),
  /** The slots entered; a slot of the stop left out is filled with 0. */
  lines: z.array(tripStopLineInput).max(400),
});
export type RecordTripStopInput = z.input<typeof recordTripStopRequest>;

export const tripEndpoints = {
  getTripOptions: endpoint({
    method: 'GET',
    path: '/api/equipment/back/trips/getTripOptions',
    encoding: 'query',
    request: z.strictObject({}),
    data: z.object({
      /** Enabled administrators; `description` says 补货员 for those holding that role (listed first). */
      assignees: z.array(selectOption),
      /** Plans still to load (planned or loading), in the caller's scope. */
      plans: z.array(selectOption),
    }),
    menu: '行程',
    summary: 'Who a trip can be assigned to (holders of 补货员 first) and the plans still to load.',
  }),
  getTripList: endpoint({
    method: 'GET',
    path: '/api/equipment/back/trips/getTripList',
    encoding: 'query',
    request: tripListRequest,
    data: pagedRows(tripRow),
    menu: '行程',
    summary: 'Trips, by date (latest first), with their state and progress: stops done, units planned and filled.',
  }),
  getTrip: endpoint({
    method: 'GET',
    path: '/api/equipment/back/trips/getTrip',
    encoding: 'query',
    request: tripRequest,
    data: tripDetail,
    menu: '行程',
    summary: 'One trip: its stops in order with each slot planned and filled, and per goods planned, filled, short.',
  }),
  addTrip: endpoint({
    method: 'POST',
    path: '/api/equipment/back/trips/addTrip',
    encoding: 'json',
    request: addTripRequest,
    data: z.object({ tripId: z.int() }),
    menu: '行程',
    summary:
      'Make a trip of a plan (or of devices chosen, for which a plan is saved first), assigned to an administrator for a day and a vehicle; stops ordered by urgency or by the shortest route.',
  }),
  reorderTripStops: endpoint({
    method: 'POST',
    path: '/api/equipment/back/trips/reorderTripStops',
    encoding: 'json',
    request: reorderTripStopsRequest,
    data: z.null(),
    menu: '行程',
    summary: 'Put a trip’s stops in a new order (every device once); a trip already done is refused.',
  }),
  startTrip: endpoint({
    method: 'POST',
    path: '/api/equipment/back/trips/startTrip',
    encoding: 'form',
    request: startTripRequest,
    data: z.null(),
    menu: '行程',
    summary: 'Set out: 待出发 → 进行中 (recording the first stop does the same).',
  }),
  getMyTrips: endpoint({
    method: 'GET',
    path: '/api/equipment/back/trips/getMyTrips',
    encoding: 'query',
    request: myTripsRequest,
    data: z.object({ tripDate: z.iso.date(), rows: z.array(tripDetail) }),
    menu: '行程',
    summary: 'The caller’s own trips of a day (today by default), whole, for the restocker’s phone.',
  }),
  recordTripStop: endpoint({
    method: 'POST',
    path: '/api/equipment/back/trips/recordTripStop',
    encoding: 'json',
    request: recordTripStopRequest,
    data: z.object({ replenishmentId: z.int(), replay: z.boolean() }),
    menu: '行程',
    summary:
      'Record a stop done: per slot filled, removed as expired or damaged, the batch’s expiry, and a photo. Makes the replenishment record a stock report makes (the slots’ stock, the plan’s loaded), and moves the trip on; the same recordId again answers the first record.',
  }),
} as const;
