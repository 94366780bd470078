import { Activity, useState } from 'react';
import { PageRoute, layoutPages } from './layoutPages';
import { routeByPath } from './routeTable';

/**
 * The cached pages (docs/SPECIFICATION.md §2): each one visited stays mounted, hidden by React's Activity, while
 * its tab is open, so coming back shows it as it was. Closing its tab lets it go.
 */
export function KeptAlivePages({ activePath, openPaths }: { activePath: string; openPaths: ReadonlySet<string> }) {
  const [visited, setVisited] = useState<readonly string[]>([]);
  const isCached = routeByPath.get(activePath)?.handle.cached ?? false;
  if (isCached && !visited.includes(activePath)) setVisited([...visited, activePath]);
  const kept = visited.filter((path) => path === activePath || openPaths.has(path));
  if (kept.length !== visited.length) setVisited(kept);
  return layoutPages
    .filter((page) => kept.includes(page.path))
    .map(({ path, Page }) => (
      <Activity key={path} mode={path === activePath ? 'visible' : 'hidden'}>
        <PageRoute Page={Page} />
      </Activity>
    ));
}
