import type { TripStop } from '@vending/contract';
import { runtimeConfig } from '../../config/runtime';

/**
 * A navigation link for a stop: the configured maps service's (`navigationUrl` of config.json,
 * {lat}, {lng} and {name} filled in) when the stop has coordinates, else a `geo:` URI, which a
 * phone opens in its own maps app.
 */
export function navigationLink(
  stop: Pick<TripStop, 'latitude' | 'longitude' | 'address'>,
  template: string = runtimeConfig().navigationUrl,
): string {
  const query = encodeURIComponent(stop.address);
  if (stop.latitude === null || stop.longitude === null) return `geo:0,0?q=${query}`;
  if (template) {
    return template
      .replaceAll('{lat}', String(stop.latitude))
      .replaceAll('{lng}', String(stop.longitude))
      .replaceAll('{name}', query);
  }
  return `geo:${stop.latitude},${stop.longitude}?q=${stop.latitude},${stop.longitude}(${query})`;
}
