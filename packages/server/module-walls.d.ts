/** Types of module-walls.js (the server's module walls, lint rules read by eslint.config.js). */
import type { Rule } from 'eslint';

export const tableCrossings: string[];
export const cycleEdges: string[];
export function moduleOf(file: string): string | undefined;
export function shortName(file: string): string;
export function resolveImport(from: string, specifier: string): string;
export function valueImportsOf(text: string): string[];
export function moduleGraph(): Map<string, Map<string, string[]>>;
export function pathBetween(
  graph: Map<string, Map<string, string[]>>,
  start: string,
  goal: string,
  options?: { everyEdge?: boolean },
): string[] | undefined;
export const moduleWalls: Rule.RuleModule;
export const noModuleCycle: Rule.RuleModule;
