import type { EndpointName, EndpointRoute } from '@vending/contract';

/*
 * The route table (endpointRoutes.ts) written compactly: one line a call, `name method path
 * encoding extra menu`, the path's last segment `*` when it is the call's name (most are), the
 * method and encoding by a letter, `extra` the upload kind, `F` for a file answer or `-`, the
 * menu `-` when none and `+` before several (`+设备列表|角色管理`). 2.6 KB gzip where the same table as objects was 3.5 (docs/BENCHMARKS.md).
 */

const METHODS = { G: 'GET', P: 'POST', U: 'PUT', D: 'DELETE' } as const satisfies Record<
  string,
  EndpointRoute['method']
>;
const ENCODINGS = { q: 'query', f: 'form', j: 'json', m: 'multipart', n: 'none' } as const satisfies Record<
  string,
  EndpointRoute['encoding']
>;

const letterOf = <Value extends string>(table: Record<string, Value>, value: Value): string => {
  const letter = Object.keys(table).find((key) => table[key] === value);
  if (letter === undefined) throw new Error(`No letter for ${value}.`);
  return letter;
};

function menuCode(menu: EndpointRoute['menu']): string {
  if (menu === null) return '-';
  if (typeof menu === 'string') return menu;
  return `+${menu.join('|')}`;
}

/** The compact lines of a route table (scripts/endpoint-routes.ts writes them). */
export function encodeRoutes(routes: Readonly<Record<string, EndpointRoute>>): string {
  return Object.entries(routes)
    .map(([name, route]) => {
      if (route.file && route.upload) throw new Error(`${name}: a file answer to an upload has no code.`);
      const path = route.path.endsWith(`/${name}`) ? `${route.path.slice(0, -name.length)}*` : route.path;
      const extra = route.file ? 'F' : (route.upload ?? '-');
      return [
        name,
        letterOf(METHODS, route.method),
        path,
        letterOf(ENCODINGS, route.encoding),
        extra,
        menuCode(route.menu),
      ].join(' ');
    })
    .join('\n');
}

/** The route table the lines say. */
export function decodeRoutes(lines: string): Partial<Record<EndpointName, EndpointRoute>> {
  const routes: Partial<Record<string, EndpointRoute>> = {};
  for (const line of lines.split('\n')) {
    const [name = '', method = '', path = '', encoding = '', extra = '', ...menu] = line.split(' ');
    const menuName = menu.join(' ');
    routes[name] = {
      method: METHODS[method as keyof typeof METHODS],
      path: path.endsWith('/*') ? `${path.slice(0, -1)}${name}` : path,
      encoding: ENCODINGS[encoding as keyof typeof ENCODINGS],
      ...(extra === 'F'
        ? { file: true as const }
        : extra === '-'
          ? {}
          : { upload: extra as EndpointRoute['upload'] & string }),
      menu: (menuName === '-'
        ? null
        : menuName.startsWith('+')
          ? menuName.slice(1).split('|')
          : menuName) as EndpointRoute['menu'],
    };
  }
  return routes;
}
