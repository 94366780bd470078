import type { Plugin } from 'vite';

/** axios's fetch adapter, as its `lib/adapters/adapters.js` imports it. */
const FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * One of axios's two browser adapters in the build: XMLHttpRequest's, the one axios picks in
 * every browser (its default order is xhr, http, fetch; http is already left out by axios's own
 * `browser` field). The fetch adapter and the helpers only it needs (stream tracking, signal
 * composition, multipart bodies, data-URL sizes) were dead weight on every page: 3.7 KB gzip of
 * the members page (docs/BENCHMARKS.md, "What the members page holds"). axios's API is whole;
 * asking for `adapter: 'fetch'` by name says it "is not available in the build", as for http.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'vending:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return FETCH_ADAPTER.test(id) ? 'export const getFetch = () => null;\nexport default null;\n' : undefined;
    },
  };
}
