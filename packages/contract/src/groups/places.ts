import { z } from 'zod';
import { endpoint } from '../endpoint';
import { textParam } from '../wire';

// Place search (地点搜索): address suggestions with coordinates, from the maps service the
// server is configured with; the service's key never leaves the server.

export const placeSearchRequest = z.strictObject({
  /** What has been typed of the address. */
  keyword: textParam(60),
  /** A city to prefer (its name or code), when known. */
  city: textParam(30).optional(),
});

export const placeSuggestion = z.object({
  name: z.string(),
  /** The street address; may be empty for an area. */
  address: z.string(),
  /** Province, city and district. */
  district: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;

export const placeEndpoints = {
  searchPlaces: endpoint({
    method: 'GET',
    path: '/api/agent/back/place/search',
    encoding: 'query',
    request: placeSearchRequest,
    data: z.object({
      /** False when no maps service is configured: the address is then typed, coordinates optional. */
      enabled: z.boolean(),
      suggestions: z.array(placeSuggestion),
    }),
    menu: '商户列表',
    summary: "Address suggestions with coordinates from the configured maps service, for a merchant's address.",
  }),
} as const;
