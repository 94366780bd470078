/* The kinds' registries' common part: kinds by the name of their module's file. */

/** Kinds by the name of their module's file. */
export function byName<Kind>(modules: Record<string, Kind>): ReadonlyMap<string, Kind> {
  return new Map(Object.entries(modules).map(([path, kind]) => [path.replace(/^.*\/|\.tsx?$/g, ''), kind]));
}

export function found<Kind>(kinds: ReadonlyMap<string, Kind>, name: string, what: string): Kind {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`No ${what} kind "${name}" in lib/resource/kinds.`);
  return kind;
}
