import { Card } from '@vending/ui';
import type { AnyRow, DeclaredSection, DetailRuntime } from './kinds/kind';
import { sectionKindOf } from './kinds/sectionRegistry';
import type { DeclaredDetailPage } from './detail';

/** A record's sections, one under another, each drawn by its kind. */
export function DetailSections({
  sections,
  record,
  page,
}: {
  sections: readonly DeclaredSection[];
  record: AnyRow;
  page: DetailRuntime;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {sections.map((section, index) => {
        const { Section } = sectionKindOf(section);
        return <Section key={`${section.kind}-${index}`} declared={section} record={record} page={page} />;
      })}
    </div>
  );
}

/** A detail page's cards of sections. */
export function DetailCards({
  cards,
  record,
  page,
}: {
  cards: DeclaredDetailPage['cards'];
  record: AnyRow;
  page: DetailRuntime;
}) {
  return cards.map((card, index) => (
    <Card
      key={card.title ?? index}
      {...(card.title !== undefined && { title: page.t(`${page.namespace}.${card.title}`), headingLevel: 2 as const })}
      flush={card.flush ?? false}
    >
      <DetailSections sections={card.sections} record={record} page={page} />
    </Card>
  ));
}
