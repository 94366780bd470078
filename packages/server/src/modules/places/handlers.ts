import type { Handlers } from '../../http/api-routes';
import { failure, success } from '../../http/envelope';
import { text } from '../../http/language';
import type { Services } from '../services';
import { amapProvider, PlaceProviderError, type PlaceProvider } from './provider';

type PlaceHandlers = Pick<Handlers, 'searchPlaces'>;

export const PlaceMessages = {
  SEARCH_FAILED: text(
    '地点搜索暂不可用，请直接填写地址和坐标',
    'Place search is unavailable; type the address and coordinates instead',
  ),
};

/** The configured provider, or none (no key): the console then offers a plain address. */
export function placeProviderOf(config: Services['config']): PlaceProvider | null {
  if (!config.placesApiKey) return null;
  return amapProvider({ baseUrl: config.placesBaseUrl, key: config.placesApiKey, timeoutMs: config.placesTimeoutMs });
}

export function placeHandlers({ config }: Services, provider = placeProviderOf(config)): PlaceHandlers {
  return {
    async searchPlaces({ keyword, city }, { request }) {
      if (!provider) return success({ enabled: false, suggestions: [] });
      try {
        return success({ enabled: true, suggestions: await provider.suggest(keyword, city) });
      } catch (error) {
        // The reason only: the request URL carries the key.
        if (error instanceof PlaceProviderError) request.log.warn({ reason: error.reason }, error.message);
        else throw error;
        return failure(PlaceMessages.SEARCH_FAILED, 'keyword');
      }
    },
  };
}
