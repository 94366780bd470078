/*
 * The order of a trip's stops. By route: the shortest open path over the devices' coordinates
 * (no depot: the restocker starts at the first stop), found by nearest neighbour from every
 * starting stop, each improved by 2-opt until no reversal shortens it, the shortest kept. On a
 * trip's few dozen stops that is a few milliseconds and within a few per cent of the best. Stops
 * without coordinates follow, in urgency order. By urgency: the emptiest device first.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;

/** The item at `index`, which the caller knows is there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index}.`);
  return item;
}
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two places, in metres (haversine). */
export function metresBetween(a: Place, b: Place): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of an open path visiting `order` (indexes into `distance`) in turn. */
export function pathLength(order: readonly number[], distance: (a: number, b: number) => number): number {
  let total = 0;
  for (let index = 1; index < order.length; index += 1) total += distance(at(order, index - 1), at(order, index));
  return total;
}

function nearestNeighbour(count: number, start: number, distance: (a: number, b: number) => number): number[] {
  const order = [start];
  const left = new Set(Array.from({ length: count }, (_, index) => index).filter((index) => index !== start));
  while (left.size > 0) {
    const from = at(order, order.length - 1);
    let best = -1;
    let bestDistance = Infinity;
    for (const candidate of left) {
      const d = distance(from, candidate);
      if (d < bestDistance) [best, bestDistance] = [candidate, d];
    }
    order.push(best);
    left.delete(best);
  }
  return order;
}

/** 2-opt on an open path: reverse any stretch whose reversal shortens the path, until none does. */
export function twoOpt(start: readonly number[], distance: (a: number, b: number) => number): number[] {
  const order = [...start];
  const n = order.length;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i += 1) {
      for (let j = i + 1; j < n; j += 1) {
        // Reversing order[i..j]: the edges (i-1, i) and (j, j+1) become (i-1, j) and (i, j+1).
        const before =
          (i > 0 ? distance(at(order, i - 1), at(order, i)) : 0) +
          (j < n - 1 ? distance(at(order, j), at(order, j + 1)) : 0);
        const after =
          (i > 0 ? distance(at(order, i - 1), at(order, j)) : 0) +
          (j < n - 1 ? distance(at(order, i), at(order, j + 1)) : 0);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

/** The indexes of `places` in the order of the shortest open path found. */
export function shortestRoute(places: readonly Place[]): number[] {
  if (places.length <= 2) return places.map((_, index) => index);
  const distance = (a: number, b: number) => metresBetween(at(places, a), at(places, b));
  let best: number[] = [];
  let bestLength = Infinity;
  for (let start = 0; start < places.length; start += 1) {
    const order = twoOpt(nearestNeighbour(places.length, start, distance), distance);
    const length = pathLength(order, distance);
    if (length < bestLength - 1e-9) [best, bestLength] = [order, length];
  }
  return best;
}

/** What decides a stop's urgency: how full its device's planned slots are (stock over par level). */
export interface UrgencyFacts {
  deviceNo: string;
  stock: number;
  parLevel: number;
  planned: number;
}

/** The emptiest first (stock / par level), then the most to load, then by device number. */
export function byUrgency<Stop extends UrgencyFacts>(stops: readonly Stop[]): Stop[] {
  const fullness = (stop: Stop) => (stop.parLevel === 0 ? 1 : stop.stock / stop.parLevel);
  return [...stops].sort(
    (a, b) => fullness(a) - fullness(b) || b.planned - a.planned || a.deviceNo.localeCompare(b.deviceNo),
  );
}

/** The stops in the order asked: urgency, or the shortest route over those with coordinates, then the rest by urgency. */
export function orderStops<Stop extends UrgencyFacts & { latitude: number | null; longitude: number | null }>(
  stops: readonly Stop[],
  order: 'urgency' | 'route',
): Stop[] {
  const urgent = byUrgency(stops);
  if (order === 'urgency') return urgent;
  const placed = urgent.filter((stop) => stop.latitude !== null && stop.longitude !== null);
  const unplaced = urgent.filter((stop) => stop.latitude === null || stop.longitude === null);
  const route = shortestRoute(
    placed.map((stop) => ({ latitude: stop.latitude as number, longitude: stop.longitude as number })),
  );
  return [...route.map((index) => at(placed, index)), ...unplaced];
}

/** The length in metres of the path through the stops with coordinates, in the order given. */
export function routeMetres(stops: readonly { latitude: number | null; longitude: number | null }[]): number {
  const placed = stops.filter((stop) => stop.latitude !== null && stop.longitude !== null) as Place[];
  return Math.round(
    pathLength(
      placed.map((_, index) => index),
      (a, b) => metresBetween(at(placed, a), at(placed, b)),
    ),
  );
}
