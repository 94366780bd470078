import { Drawer, DrawerContent } from '@vending/ui';
import { DetailSections } from '../../DetailSections';
import type { ActionKind, DeclaredSection, SectionDeclaration, SectionKinds, WideNames } from '../kind';
import { sectionKindOf } from '../sectionRegistry';

declare module '../kind' {
  interface ActionKinds<N extends PageNames> {
    /**
     * The row's detail in a drawer, of the row as the list answered it: `fields` (a bordered
     * description of two columns, each field formatted by its column kind) and then any other
     * `sections` (kinds/sections/: a table of lines…). Its title is `<namespace>.<title>`
     * (`detailOf` unless said otherwise) with the row's fields.
     */
    detail: {
      title?: string;
      fields?: SectionKinds<N>['fields']['fields'];
      sections?: readonly SectionDeclaration<N>[];
    };
  }
}

/** The drawer's sections: its fields first, then the others. */
function sectionsOf(declared: {
  fields?: SectionKinds<WideNames>['fields']['fields'];
  sections?: readonly DeclaredSection[];
}): DeclaredSection[] {
  const { fields, sections = [] } = declared;
  return [...(fields ? [{ kind: 'fields' as const, fields, columns: 2, bordered: true }] : []), ...sections];
}

const DEFAULT_TITLE = 'detailOf';

export const kind: ActionKind<'detail'> = {
  opens: 'detail',
  writes: () => false,
  label: (declared, { t, namespace }) => t(`${namespace}.actions.${declared.key}`),
  select: (declared, row, page) =>
    page.open(({ close }) => (
      <Drawer open onOpenChange={(open) => !open && close()}>
        <DrawerContent title={page.t(`${page.namespace}.${declared.title ?? DEFAULT_TITLE}`, row)} size="large">
          <DetailSections sections={sectionsOf(declared)} record={row} page={{ ...page, version: 0 }} />
        </DrawerContent>
      </Drawer>
    )),
  words: (declared, namespace) => [
    `${namespace}.actions.${declared.key}`,
    `${namespace}.${declared.title ?? DEFAULT_TITLE}`,
    ...sectionsOf(declared).flatMap((section) => sectionKindOf(section).words(section, namespace)),
  ],
};
