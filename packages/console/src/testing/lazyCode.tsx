// Test doubles of lazily loaded code, for the tests of the routes that wait for it.
import { retryableLazy, type PreloadableComponent } from '../app/retryableLazy';

/** A lazily loaded component whose code arrives when the test calls `arrive()`; `draws` lists its renders. */
export function codeArrivingLater(text = 'the page') {
  let arrive = () => undefined as unknown;
  let here = false;
  const loaded = new Promise<void>((resolve) => {
    arrive = () => {
      here = true;
      resolve();
    };
  });
  const draws: string[] = [];
  const component: PreloadableComponent = Object.assign(
    () => {
      draws.push('drawn');
      return <p>{text}</p>;
    },
    { isLoaded: () => here, preload: () => loaded, load: () => loaded },
  );
  return { component, arrive: () => arrive(), draws };
}

/** A page whose code cannot be fetched until `goOnline()`, as when the browser is offline; `loads()` counts the fetches. */
export function pageFetchedOnlyOnline(text = 'the page') {
  let loads = 0;
  let online = false;
  const Page = retryableLazy(async () => {
    loads += 1;
    if (!online) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    return { default: () => <p>{text}</p> };
  });
  return {
    Page,
    loads: () => loads,
    goOnline: () => {
      online = true;
    },
  };
}
