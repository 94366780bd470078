import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classGroups } from './classGroups';

/*
 * tailwind-merge with the groups of the classes ui and console write (lib/classGroups.ts, generated
 * by `npm run class-groups`), not its default configuration of every Tailwind utility: 7 KB gzip
 * less on every page (docs/BENCHMARKS.md). scripts/class-groups.test.ts checks that every pair of
 * those classes merges as the default does, and says when the groups are stale.
 */
/**
 * The class a word names, as tailwind-merge looks it up: after the last `:` outside brackets
 * (its variants taken off), without `!` and a negative’s `-`.
 */
export function baseClass(word: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < word.length; index += 1) {
    const char = word[index];
    if (char === '[') depth += 1;
    else if (char === ']') depth -= 1;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return word.slice(start).replace(/^!|!$/g, '').replace(/^-/, '');
}

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  // Written as in the sources (variants kept): the stylesheet gains no class from this file.
  classGroups: Object.fromEntries(classGroups.groups.map((group, index) => [index, group.split(' ').map(baseClass)])),
  conflictingClassGroups: Object.fromEntries(
    Object.entries(classGroups.conflicts).map(([group, others]) => [group, others.map(String)]),
  ),
  conflictingClassGroupModifiers: {},
  // tailwind-merge's own list: these modifiers' order among others changes which element is styled.
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

/** Joins class names and lets a caller's Tailwind class override a component default. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
