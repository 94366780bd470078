import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classGroups } from '../packages/ui/src/lib/classGroups';
import { cn } from '../packages/ui/src/lib/cn';
import { classSources, classTokens, deriveClassGroups } from './class-groups';

describe('the class groups `cn` merges with (packages/ui/src/lib/classGroups.ts)', () => {
  const tokens = classTokens(classSources());
  const classes = tokens.filter((name) => twMerge(`${name} ${name}`) === name);

  it('hold every class the sources write, grouped as tailwind-merge’s default groups them', () => {
    // Stale (a class written that the sources did not use before): run `npm run class-groups`.
    expect(classGroups).toEqual(deriveClassGroups(tokens));
  });

  it('merge every pair of those classes as tailwind-merge’s default does, with a variant', () => {
    expect(classes.length).toBeGreaterThan(400);
    const differing: string[] = [];
    for (const earlier of classes) {
      for (const later of classes) {
        // Variants are read the same way whatever the groups: one of them stands for all.
        for (const classNames of [`${earlier} ${later}`, `data-[state=open]:${earlier} data-[state=open]:${later}`]) {
          if (cn(classNames) !== twMerge(classNames)) differing.push(classNames);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('keep a class it does not know as it is, and a caller’s class over a component’s', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2', false, 'unknown-class')).toBe('py-2 text-sm px-2 unknown-class');
    expect(cn('text-text-muted', 'text-primary-text', 'text-xs')).toBe('text-primary-text text-xs');
  });
});
