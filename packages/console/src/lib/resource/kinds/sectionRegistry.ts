import { byName, found } from './columnRegistry';
import type { DeclaredSection, SectionKind, SectionKindName } from './kind';

/*
 * The detail sections' modules, found by their folder as the other kinds are (registry.ts): a
 * module's file name is its kind's name and it exports the kind as `kind`.
 */
const sectionModules = import.meta.glob<SectionKind>(['./sections/*.tsx', '!**/*.test.tsx'], {
  eager: true,
  import: 'kind',
});

export const sectionKinds = byName(sectionModules);

export function sectionKindOf(section: DeclaredSection): SectionKind<SectionKindName> {
  return found(sectionKinds, section.kind, 'section');
}
