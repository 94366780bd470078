import '@vending/ui/styles.css';
import { FIELD_PATH, LOGIN_PATH } from './config/constants';
import { askMyTripsEarly } from './features/field/fieldApi';
import { languageFromCookie, tokenFromCookie } from './session/cookies';

/*
 * The restocker's phone view, a page of its own (field.html): only the view's code and words,
 * not the console's router, route table, login page and session (docs/BENCHMARKS.md, the field
 * view's first paint). This module is small and starts today's trips call at once; the view's
 * code (React, the view: fieldView.tsx) is fetched beside it (field.html preloads it), so the
 * answer travels while that code arrives. Without a token the page goes to the console's login,
 * which sends the restocker back (`/#/field` leads here).
 */
function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the field view in.');
  if (tokenFromCookie() === null) {
    window.location.replace(`./#${LOGIN_PATH}?redirect=${encodeURIComponent(FIELD_PATH)}`);
    return;
  }
  const language = languageFromCookie();
  askMyTripsEarly(language);
  import('./fieldView').then(
    ({ drawFieldView }) => drawFieldView(container, language),
    // The view's code did not come (no network on a first visit, before the service worker kept
    // it): the page is drawn again when the network is back.
    () => window.addEventListener('online', () => window.location.reload(), { once: true }),
  );
}

start();
