/** The spec's business constants (§9, §4, §7), named as the spec names them. */

/** Cookie that holds the session token. */
export const TOKEN_COOKIE_NAME = 'Admin-Token-platform';
/** Cookies for the sidebar's open state and the interface language (docs/SPECIFICATION.md §4). */
export const SIDEBAR_STATUS_COOKIE_NAME = 'sidebarStatus';
export const LANGUAGE_COOKIE_NAME = 'language';
/** Local storage keys for what the spec does not name. */
export const VISITED_TABS_STORAGE_KEY = 'vending-console:visited-tabs';
export const SIZE_STORAGE_KEY = 'vending-console:size';
export const COLOR_SCHEME_STORAGE_KEY = 'vending-console:color-scheme';

export const REQUEST_TIMEOUT_MS = 20_000;
/** Delay before logging out after an expired login, a password change or a user-info error. */
export const AUTO_LOGOUT_DELAY_MS = 2_000;

export const DEFAULT_LANGUAGE = 'zh';
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where a logged-in administrator lands from the login page, and the user menu's "home". */
export const WELCOME_PATH = '/welcome';
export const HOME_PATH = '/home/index';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
export const ROOT_PATH = '/';
/**
 * The restocker's phone view (features/field): a page of its own, `field.html` beside the
 * console's `index.html`, with only its own code (docs/BENCHMARKS.md, the field view's first
 * paint). The console's `/#/field` (the older address, and where the login page sends the
 * restocker back to) leads there.
 */
export const FIELD_PATH = '/field';
export const FIELD_PAGE_URL = './field.html';

/** How often the pages that watch the fleet (the dashboard) ask again while they are visible. */
export const LIVE_REFRESH_MS = 10_000;
