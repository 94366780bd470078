import { describe, expect, it } from 'vitest';
import { byUrgency, metresBetween, orderStops, pathLength, shortestRoute, twoOpt, type Place } from './route';

/** Places on the equator, `x` km apart from the meridian: distances are x differences. */
const atKm = (x: number, y = 0): Place => ({
  latitude: (y / 6371) * (180 / Math.PI),
  longitude: (x / 6371) * (180 / Math.PI),
});

describe('the route order of a trip’s stops', () => {
  it('measures great-circle distances', () => {
    // 人民广场 to 南京西路 in Shanghai: about 1.2 km.
    const d = metresBetween({ latitude: 31.2304, longitude: 121.4737 }, { latitude: 31.2286, longitude: 121.4605 });
    expect(d).toBeGreaterThan(1_100);
    expect(d).toBeLessThan(1_400);
    expect(metresBetween(atKm(0), atKm(3))).toBeCloseTo(3_000, -1);
  });

  it('finds the straight line through points on a line given in a shuffled order', () => {
    const xs = [5, 1, 4, 0, 3, 2];
    const order = shortestRoute(xs.map((x) => atKm(x)));
    const visited = order.map((index) => xs[index]);
    // An open path: from one end to the other, either way.
    expect([visited, [...visited].reverse()]).toContainEqual([0, 1, 2, 3, 4, 5]);
  });

  it('undoes a crossing with 2-opt: a known small case', () => {
    // The corners of a 1 km × 4 km rectangle; the path 0→2→1→3 crosses itself.
    const places = [atKm(0, 0), atKm(4, 1), atKm(4, 0), atKm(0, 1)];
    const distance = (a: number, b: number) => metresBetween(places[a]!, places[b]!);
    const crossed = [0, 1, 2, 3];
    expect(pathLength(crossed, distance)).toBeGreaterThan(9_000);
    const mended = twoOpt(crossed, distance);
    // 0 → 3 (1 km) → 1 (4 km) → 2 (1 km): 6 km, the shortest open path.
    expect(pathLength(mended, distance)).toBeCloseTo(6_000, -1);
    expect(pathLength(shortestRoute(places), distance)).toBeCloseTo(6_000, -1);
  });

  it('beats nearest neighbour alone where greed goes wrong', () => {
    // From the middle, greed goes left first and must come all the way back.
    const xs = [0, -1, 1.5, -3, 5];
    const places = xs.map((x) => atKm(x));
    const order = shortestRoute(places);
    const distance = (a: number, b: number) => metresBetween(places[a]!, places[b]!);
    // End to end: 8 km.
    expect(pathLength(order, distance)).toBeCloseTo(8_000, -1);
  });

  it('puts the emptiest device first by urgency, and stops without coordinates last by route', () => {
    const stop = (deviceNo: string, stock: number, parLevel: number, x: number | null) => ({
      deviceNo,
      stock,
      parLevel,
      planned: parLevel - stock,
      latitude: x === null ? null : atKm(x).latitude,
      longitude: x === null ? null : atKm(x).longitude,
    });
    const stops = [stop('A', 8, 10, 0), stop('B', 1, 10, 2), stop('C', 5, 10, null), stop('D', 0, 10, 1)];
    expect(byUrgency(stops).map((s) => s.deviceNo)).toEqual(['D', 'B', 'C', 'A']);
    const route = orderStops(stops, 'route').map((s) => s.deviceNo);
    expect(route.at(-1)).toBe('C');
    expect([route.slice(0, 3), route.slice(0, 3).reverse()]).toContainEqual(['A', 'D', 'B']);
  });
});
