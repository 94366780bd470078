import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

/*
 * We declare Node 20.19 or newer (package.json `engines`); every package the lock file installs
 * must say it runs there too, or `npm ci` warns EBADENGINE and the claim is not ours to make.
 * The one exception is explained in README.md ("Node versions").
 */
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/** Works on Node 20.19 (require of an ES module), declares 22: README.md says why it stays. */
const explained = new Set(['node_modules/content-disposition']);

type Version = [number, number, number];

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies one comparator of an npm range (`>=20.19.0`, `^20.9.0`, `20`, `18 || 20`). */
function satisfiesComparator(version: Version, comparator: string): boolean {
  if (comparator === '*' || comparator === '') return true;
  const found = /^(>=|<=|>|<|\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!found) throw new Error(`a range this test cannot read: ${comparator}`);
  const [, operator = '', major = '0', minor, patch] = found;
  const given: Version = [
    Number(major),
    Number(/\d/.test(minor ?? '') ? minor : 0),
    Number(/\d/.test(patch ?? '') ? patch : 0),
  ];
  const order = compare(version, given);
  switch (operator) {
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    case '^':
      return version[0] === given[0] && order >= 0;
    case '~':
      return version[0] === given[0] && version[1] === given[1] && order >= 0;
    default:
      // A partial version is a range: `20` is 20.x.x, `20.19` is 20.19.x.
      return (
        version[0] === given[0] &&
        (minor === undefined || !/\d/.test(minor) || version[1] === given[1]) &&
        (patch === undefined || !/\d/.test(patch) || version[2] === given[2])
      );
  }
}

function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((part) =>
    part
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

describe('the Node version we declare', () => {
  const declared = (readJson('package.json')['engines'] as { node: string }).node;
  const lowest = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(declared);

  it('is a lowest version', () => {
    expect(lowest, declared).not.toBeNull();
  });

  it('is one every installed package admits', () => {
    const version: Version = [Number(lowest![1]), Number(lowest![2]), Number(lowest![3] ?? 0)];
    const packages = readJson('package-lock.json')['packages'] as Record<string, { engines?: { node?: string } }>;
    const refusing = Object.entries(packages)
      .filter(([name, entry]) => typeof entry.engines?.node === 'string' && !explained.has(name))
      .filter(([, entry]) => !satisfies(version, entry.engines!.node!))
      .map(([name, entry]) => `${name} (${entry.engines!.node})`);
    expect(refusing).toEqual([]);
  });

  it('reads the ranges packages declare', () => {
    expect(satisfies([20, 19, 0], '>=22')).toBe(false);
    expect(satisfies([20, 19, 0], '>= 18')).toBe(true);
    expect(satisfies([20, 19, 0], '18 || 20 || >=22')).toBe(true);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([20, 19, 0], '^20.20.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '>=14.17 <15 || >=16')).toBe(true);
    expect(satisfies([20, 19, 0], '~20.18.0')).toBe(false);
  });
});

describe('light-my-request (Fastify’s inject) on the cookie package it is given', () => {
  it('sends the cookies of an injected request (cookie@1: cookie@2 declares Node 22)', async () => {
    const app = Fastify();
    app.get('/', (request) => ({ cookie: request.headers.cookie }));
    try {
      const answer = await app.inject({ method: 'GET', url: '/', cookies: { language: 'en', note: 'a b' } });
      expect(answer.json()).toEqual({ cookie: 'language=en; note=a%20b' });
    } finally {
      await app.close();
    }
  });
});
