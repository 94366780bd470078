import { Drawer, DrawerContent } from '@vending/ui';
import { DetailSections } from '../../DetailSections';
import type { ActionKind, SectionDeclaration } from '../kind';
import { sectionKindOf } from '../sectionRegistry';

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /**
     * The row's detail in a drawer: its sections (kinds/sections/: fields, a table of lines…)
     * of the row as the list answered it. Its title is `<namespace>.<title>` with the row's fields.
     */
    detail: { title: string; sections: readonly SectionDeclaration<N>[] };
  }
}

export const kind: ActionKind<'detail'> = {
  opens: 'detail',
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  select: (declared, row, page) =>
    page.open(({ close }) => (
      <Drawer open onOpenChange={(open) => !open && close()}>
        <DrawerContent title={page.t(`${page.namespace}.${declared.title}`, row)} size="large">
          <DetailSections sections={declared.sections} record={row} page={{ ...page, version: 0 }} />
        </DrawerContent>
      </Drawer>
    )),
  words: (declared, namespace) => [
    `${namespace}.actions.${declared.key}`,
    `${namespace}.${declared.title}`,
    ...declared.sections.flatMap((section) => sectionKindOf(section).words(section, namespace)),
  ],
};
