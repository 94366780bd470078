import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import {
  cycleEdges,
  moduleGraph,
  moduleOf,
  pathBetween,
  resolveImport,
  shortName,
  tableCrossings,
} from '../module-walls.js';

/*
 * The walls between the server's modules (packages/server/module-walls.js, docs/ARCHITECTURE.md):
 * the lint rules refuse what they should, and their two ratchets only shrink: an entry no longer
 * needed fails here until it leaves the list.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const modules = path.join(root, 'packages/server/src/modules');

function moduleSources(): { file: string; text: string }[] {
  return readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(modules, name))
    .filter((file) => moduleOf(file) !== undefined)
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

describe('the walls between server modules', () => {
  it('lists only table crossings that are still there (the list may only shrink)', () => {
    const found = new Set<string>();
    for (const { file, text } of moduleSources())
      for (const [, specifier] of text.matchAll(/from\s+'(\.[^']+)'/g)) {
        const target = resolveImport(file, specifier!);
        if (target.endsWith(`${path.sep}tables.ts`) && moduleOf(target) !== moduleOf(file))
          found.add(`${shortName(file)} -> ${moduleOf(target)}/tables`);
      }
    expect(tableCrossings.filter((crossing) => !found.has(crossing))).toEqual([]);
    expect(new Set(tableCrossings).size).toBe(tableCrossings.length);
  });

  it('lists only cycle edges that are still there, and no other module import closes a cycle', () => {
    const graph = moduleGraph();
    const edges = [...graph].flatMap(([from, targets]) => [...targets.keys()].map((to) => `${from} -> ${to}`));
    expect(cycleEdges.filter((edge) => !edges.includes(edge))).toEqual([]);
    // Each still closes a cycle (its target reaches back): one that no longer does leaves the list.
    const noLongerCycles = cycleEdges.filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return pathBetween(graph, to, from, { everyEdge: true }) === undefined;
    });
    expect(noLongerCycles).toEqual([]);
    const closing = edges
      .filter((edge) => !cycleEdges.includes(edge))
      .filter((edge) => {
        const [from, to] = edge.split(' -> ') as [string, string];
        return pathBetween(graph, to, from) !== undefined;
      });
    expect(closing).toEqual([]);
  });

  describe('lint', () => {
    const eslint = new ESLint({ cwd: root });
    const problems = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(modules, file) });
      return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
    };

    it("refuses a test that imports another module's tables", async () => {
      expect(
        await problems(
          'ledger/walls-probe.test.ts',
          "import { orderLines } from '../orders/tables';\n\nexport const probe = orderLines;\n",
        ),
      ).toEqual([
        'server/module-walls: ledger/walls-probe.test.ts may import orders only through its entry, modules/orders/index.ts (docs/ARCHITECTURE.md, module walls).',
      ]);
    });

    it("refuses a module's file reaching into another's, or round the walls through db/schema", async () => {
      const found = await problems(
        'home/walls-probe.ts',
        "import { onlineRule } from '../equipment/online';\nimport { orderLines } from '../../db/schema';\n\nexport const probe = [onlineRule, orderLines];\n",
      );
      expect(found).toHaveLength(2);
      expect(found[0]).toMatch(
        /^server\/module-walls: home\/walls-probe\.ts may import equipment only through its entry/,
      );
      expect(found[1]).toMatch(/^server\/module-walls: A module's production code reads another module's tables only/);
    });

    it('accepts the entry, and refuses an import that closes a cycle between modules', async () => {
      // goods is read by equipment (its read model), so goods importing equipment closes a cycle.
      expect(pathBetween(moduleGraph(), 'equipment', 'goods')).toBeDefined();
      expect(
        await problems('orders/walls-probe.ts', "import { goods } from '../goods';\n\nexport const probe = goods;\n"),
      ).toEqual([]);
      const found = await problems(
        'goods/walls-probe.ts',
        "import { devices } from '../equipment';\n\nexport const probe = devices;\n",
      );
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        /^server\/no-module-cycle: Import cycle between server modules: goods → equipment → .*goods/,
      );
    });
  });
});
