import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The walls between the server's modules (packages/server/src/modules/<module>/), two lint rules
 * (eslint.config.js; docs/ARCHITECTURE.md, "Module walls"):
 *
 * - `server/module-walls`: a file of one module imports another module only through its entry,
 *   `modules/<other>/index.ts`, which lists what the module offers: functions, types and its read
 *   model (the few tables others may read). The schema is the exception: a `tables.ts` may name
 *   another module's `tables.ts` or `columns.ts` for a foreign key. A module's production file may
 *   not go round its walls through `db/schema`; a test may (it sets up and inspects the database).
 * - `server/no-module-cycle`: the modules' imports (production files, values; a type vanishes at
 *   run time; the schema's foreign keys aside) form no cycle.
 *
 * Both kept a ratchet of what was there before the walls (30 table crossings, 14 cycle edges),
 * emptied since (issue 42): the lists below may only shrink, so nothing may be added back.
 * `src/module-walls.test.ts` fails on an entry no longer needed, so a fixed crossing leaves the list.
 */

/**
 * Reads of another module's tables not yet behind that module's entry: `<file> -> <module>/tables`.
 * Do not add to it: export a query function (or, if several modules read it, the table as part of
 * the read model) from the owning module's index.ts instead.
 */
export const tableCrossings = [];

/**
 * Module imports that close a cycle, kept until the module that owns the data offers what is
 * needed without depending back: `<from> -> <to>`. Every other module import must keep the
 * graph acyclic. Do not add to it.
 */
export const cycleEdges = [];

const modulesFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/modules');
const schemaFile = path.join(path.dirname(modulesFolder), 'db/schema.ts');

/** The module a file belongs to, or undefined outside modules/<module>/. */
export function moduleOf(file) {
  const relative = path.relative(modulesFolder, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** A file's path from modules/ with forward slashes, as the lists name it. */
export const shortName = (file) => path.relative(modulesFolder, file).split(path.sep).join('/');

export function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const ending of ['', '.ts', '/index.ts']) {
    const candidate = base + ending;
    if (/\.ts$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return /\.ts$/.test(base) ? base : `${base}.ts`;
}

const isTest = (file) => /\.test\.ts$/.test(file);
const isSchemaFile = (file) => /\/(tables|columns)\.ts$/.test(file.split(path.sep).join('/'));

/** Every production .ts file of the modules. */
function moduleFiles() {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !isTest(entry.name) && moduleOf(full)) found.push(full);
    }
  };
  walk(modulesFolder);
  return found;
}

/** The relative value imports of a source text (type-only ones vanish at run time). */
export function valueImportsOf(text) {
  return [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms),
    ...text.matchAll(/^\s*import\s+'(\.[^']+)'/gm),
    ...text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g),
  ].map((match) => match[1]);
}

/**
 * The module graph, `from -> Map(to -> [files making the edge])`, of production files' value
 * imports (a tables.ts's foreign keys aside). Built once per lint run.
 */
let graphCache;
export function moduleGraph() {
  if (graphCache) return graphCache;
  const graph = new Map();
  for (const file of moduleFiles()) {
    if (isSchemaFile(file)) continue;
    const from = moduleOf(file);
    for (const specifier of valueImportsOf(fs.readFileSync(file, 'utf8'))) {
      const to = moduleOf(resolveImport(file, specifier));
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(shortName(file));
    }
  }
  graphCache = graph;
  return graph;
}

const allowedEdges = new Set(cycleEdges);

/** A path from `start` to `goal` over edges not on the ratchet (or over every edge), or undefined. */
export function pathBetween(graph, start, goal, { everyEdge = false } = {}) {
  const seen = new Set();
  const trail = [start];
  const walk = (node) => {
    if (node === goal) return true;
    if (seen.has(node)) return false;
    seen.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!everyEdge && allowedEdges.has(`${node} -> ${next}`)) continue;
      trail.push(next);
      if (walk(next)) return true;
      trail.pop();
    }
    return false;
  };
  return walk(start) ? trail : undefined;
}

function importVisitor(check) {
  const visit = (node) => {
    const source = node.source?.value;
    if (typeof source === 'string' && source.startsWith('.')) check(node, source);
  };
  return {
    ImportDeclaration: visit,
    ImportExpression: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
  };
}

const allowedTableCrossings = new Set(tableCrossings);

export const moduleWalls = {
  meta: {
    type: 'problem',
    messages: {
      wall: '{{file}} may import {{to}} only through its entry, modules/{{to}}/index.ts (docs/ARCHITECTURE.md, module walls).',
      schema:
        "A module's production code reads another module's tables only through that module's entry, not db/schema (docs/ARCHITECTURE.md, module walls).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from) return {};
    return importVisitor((node, source) => {
      const target = resolveImport(file, source);
      if (target === schemaFile && !isTest(file)) {
        context.report({ node: node.source, messageId: 'schema' });
        return;
      }
      const to = moduleOf(target);
      if (!to || to === from) return;
      if (path.relative(path.join(modulesFolder, to), target) === 'index.ts') return;
      if (/(^|\/)tables\.ts$/.test(shortName(file)) && isSchemaFile(target)) return;
      if (allowedTableCrossings.has(`${shortName(file)} -> ${to}/tables`) && /\/tables\.ts$/.test(target)) return;
      context.report({ node: node.source, messageId: 'wall', data: { file: shortName(file), to } });
    });
  },
};

export const noModuleCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle between server modules: {{cycle}} (docs/ARCHITECTURE.md, module walls).' },
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTest(file) || isSchemaFile(file)) return {};
    return importVisitor((node, source) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return;
      const to = moduleOf(resolveImport(file, source));
      if (!to || to === from || allowedEdges.has(`${from} -> ${to}`)) return;
      const back = pathBetween(moduleGraph(), to, from);
      if (back) context.report({ node: node.source, messageId: 'cycle', data: { cycle: [from, ...back].join(' → ') } });
    });
  },
};
