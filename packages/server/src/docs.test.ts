import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@vending/contract';
import { menu } from '@vending/contract/menu';

/*
 * The docs name only what exists: every file or folder, `npm run` script, console route and API
 * path that README.md, CONTRIBUTING.md and docs/ mention. A rename that forgets its docs fails here.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const skipped = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'data', '.visual-diff', 'coverage']);

function walk(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    found.push(entry.isDirectory() ? `${relative}/` : relative);
    if (entry.isDirectory()) walk(relative, found);
  }
  return found;
}

const repositoryPaths = walk('');
const docs = ['README.md', 'CONTRIBUTING.md', ...repositoryPaths.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

/** A path as docs write it: from the root, or the tail of a longer one (`app/routeTable.ts`). */
function pathExists(mentioned: string): boolean {
  const wanted = mentioned.replace(/^\.\//, '');
  // A dependency's file (what a comment on a workaround points at) or the build's output.
  if (existsSync(path.join(root, wanted)) || existsSync(path.join(root, 'node_modules', wanted))) return true;
  if (/^(dist|storybook-static)\//.test(wanted) || wanted.includes('NNNN')) return true;
  const asFolder = wanted.endsWith('/') ? wanted : `${wanted}/`;
  return repositoryPaths.some(
    (known) => known.endsWith(`/${wanted}`) || known.endsWith(`/${asFolder}`) || known === asFolder,
  );
}

const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
/** A code span that names a file or folder of this repository (not a MIME type or a package). */
const looksLikePath = (span: string) =>
  /^[\w.-]+(\/[\w.[\]-]+)+\/?$/.test(span) &&
  (/\.(ts|tsx|mjs|js|json|md|sh|sql|png|css|html|yml)$/.test(span) || span.endsWith('/'));

function packageScripts(file: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('scripts' in parsed)) return {};
  return typeof parsed.scripts === 'object' && parsed.scripts !== null ? { ...parsed.scripts } : {};
}
const workspaces: Record<string, string> = {
  '@vending/ui': 'packages/ui/package.json',
  '@vending/contract': 'packages/contract/package.json',
  '@vending/console': 'packages/console/package.json',
  '@vending/server': 'packages/server/package.json',
};

const consoleRoutes = new Set([
  ...menu.flatMap((group) => group.children.map((page) => page.path)),
  ...menu.map((group) => group.path),
  '/login',
  '/welcome',
  '/401',
  '/404',
]);
/** Paths the server answers besides the calls: health, uploaded files. */
const serverPaths = new Set(['/healthz', '/uploads', '/api']);
/** Paths of other systems the docs mention: the map service's place search, the browser's binary. */
const elsewhere = /^\/(usr|etc|var|tmp)\/|^\/v3\/assistant\//;
const apiPaths = new Set([
  ...Object.values(endpoints).map((endpoint) => endpoint.path),
  '/api/docs',
  '/api/openapi.json',
  '/api/health',
]);

describe.each(docs)('%s', (doc) => {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const spans = codeSpans(text.replace(/```[\s\S]*?```/g, ''));

  it('names only files and folders that exist', () => {
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? '').split('#')[0] ?? '')
      .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
      .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
    const missing = [
      ...links.filter((target) => !existsSync(path.join(root, target))),
      ...spans.filter(looksLikePath).filter((span) => !pathExists(span)),
    ];
    expect(missing).toEqual([]);
  });

  it('runs only scripts that exist', () => {
    const missing = [...text.matchAll(/npm run ([\w:-]+)(?:\s+-w\s+(@vending\/\w+))?/g)].flatMap((match) => {
      const [, script = '', workspace] = match;
      const file = workspace ? workspaces[workspace] : 'package.json';
      return file && script in packageScripts(file) ? [] : [match[0]];
    });
    expect(missing).toEqual([]);
  });

  it('names only routes and API paths that exist', () => {
    const routes = spans
      .map((span) => span.split('?')[0] ?? '')
      .filter((span) => /^\/[\w-]+(\/[\w.-]+)*$/.test(span) && !elsewhere.test(span) && !serverPaths.has(span))
      .filter((span) => (span.startsWith('/api/') ? !apiPaths.has(span) : !consoleRoutes.has(span)));
    expect(routes).toEqual([]);
  });
});

/*
 * The counts and names the docs state, against the code they count: a page, a group file or a
 * migration added (or renumbered at a merge) fails here until the sentence is brought up to date.
 */
const groupFiles = readdirSync(path.join(root, 'packages/contract/src/groups')).filter((file) => file.endsWith('.ts'));
const menuPages = menu.reduce((total, group) => total + group.children.length, 0);
const migrations = readdirSync(path.join(root, 'packages/server/migrations')).filter((file) => file.endsWith('.sql'));

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  for (const [, heading = ''] of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading);
    const times = seen.get(anchor) ?? 0;
    anchors.add(times ? `${anchor}-${times}` : anchor);
    seen.set(anchor, times + 1);
  }
  return anchors;
}

describe.each(docs)('%s, its counts and anchors', (doc) => {
  const text = readFileSync(path.join(root, doc), 'utf8').replace(/\s+/g, ' ');

  it('counts the menu’s pages and groups as the menu table does', () => {
    const pages = [...text.matchAll(/\b(\d+) pages (?:in|inside)\b/g)].map((match) => Number(match[1]));
    const groups = [...text.matchAll(/\b(\d+) menu groups\b/g)].map((match) => Number(match[1]));
    expect(pages.filter((count) => count !== menuPages)).toEqual([]);
    expect(groups.filter((count) => count !== menu.length)).toEqual([]);
  });

  it('counts the contract’s group files as there are', () => {
    const counts = [...text.matchAll(/one file per menu group or shared concern \((\d+)/g)].map((match) =>
      Number(match[1]),
    );
    expect(counts.filter((count) => count !== groupFiles.length)).toEqual([]);
  });

  it('names migrations by their files (number and name), each of which exists', () => {
    const bare = [...text.matchAll(/\bmigrations? (\d{4})\b(?!_)/g)].map((match) => match[0]);
    expect(bare, 'a migration named by its number alone').toEqual([]);
    const named = [...text.matchAll(/\b(\d{4}_[a-z0-9_]+)\b/g)].map((match) => match[1] ?? '');
    expect(named.filter((name) => !migrations.includes(`${name}.sql`))).toEqual([]);
  });

  it('links only to headings that exist', () => {
    const raw = readFileSync(path.join(root, doc), 'utf8');
    const broken = [...raw.matchAll(/\]\(([^)\s]*)#([^)\s]+)\)/g)].flatMap(([link, target = '', anchor = '']) => {
      if (/^[a-z]+:/.test(target)) return [];
      const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)) : doc;
      if (!file.endsWith('.md') || !existsSync(path.join(root, file))) return [];
      return anchorsOf(file).has(anchor) ? [] : [link];
    });
    expect(broken).toEqual([]);
  });
});

describe('docs/BENCHMARKS.md', () => {
  it('stays today’s figures, how to run and the method, in at most 300 lines (runs go to BENCHMARKS-HISTORY.md)', () => {
    const lines = readFileSync(path.join(root, 'docs/BENCHMARKS.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(300);
  });
});
