import { retryableLazy } from './retryableLazy';

// Apart from the pages (layoutPages.tsx), which the layout's kept-alive pages import: the layout
// reaching itself through them would be an import cycle.

/** The layout of the pages (menu, tab strip, header), in a chunk of its own. */
export const ConsoleLayout = retryableLazy(() => import('./ConsoleLayout').then((m) => ({ default: m.ConsoleLayout })));
