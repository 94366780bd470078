import { Form, FormSubmit, formatDateTime } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../CallFallback';
import { useCall } from '../useCall';
import type { DeclaredSettingsPage } from './declaration';
import { DeclaredFields, textOf } from './DeclaredFields';
import { majorUnitsText, minorUnitsOf } from './money';
import { acceptedBy, useCallForm } from './useCallForm';
import { lazyMessage } from '../toasts';

type Values = Record<string, string>;

/**
 * A declared settings page (see declaration.ts): the record's fields in a form, checked as
 * the save call's schema says, the server's refusal under its field, every value kept on a
 * failure; a successful save reads the record again.
 */
export function SettingsPage({
  page,
  title,
  headingLevel = 1,
  onSaved,
}: {
  page: DeclaredSettingsPage;
  title: string;
  /** 2 where the page holds several settings under its own title. */
  headingLevel?: 1 | 2;
  /** After a successful save (the page may need to tell the rest of the console). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const record = useCall(page.get, {} as never);
  const data = record.data as Record<string, unknown> | undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Money is typed in major units and sent in minor units (the rules let only amounts through).
  const money = new Set(page.fields.filter((field) => field.control === 'money').map((field) => field.name));
  const lockedValues = (): Values =>
    Object.fromEntries(
      page.fields
        .filter((field) => data !== undefined && field.locked?.(data) === true)
        .map((field) => [field.name, textOf(data?.[field.name])]),
    );
  const { formProps, bind } = useCallForm<Values, typeof page.save>({
    call: page.save,
    request: (values) =>
      Object.fromEntries(
        // A locked field is disabled (the form leaves it out): it is sent as the record has it.
        Object.entries(acceptedBy(page.save, { ...lockedValues(), ...values })).map(([name, value]) => [
          name,
          money.has(name) ? (minorUnitsOf(String(value)) ?? value) : value,
        ]),
      ),
    onSaved: () => {
      lazyMessage.success(t('common.saved'));
      record.reload();
      onSaved?.();
    },
  });

  return (
    <section aria-label={title} className="grid max-w-2xl gap-4 rounded-lg bg-surface p-6">
      <Heading className="text-lg font-semibold text-text">{title}</Heading>
      {typeof data?.['updatedBy'] === 'string' && typeof data['updateTime'] === 'string' ? (
        <p className="text-sm text-text-secondary">
          {t('common.lastSaved', { name: data['updatedBy'], time: formatDateTime(data['updateTime']) })}
        </p>
      ) : null}
      <CallFallback call={record} height={128} />
      {data === undefined ? null : (
        <Form<Values>
          // A record read again (after a save) starts the form afresh.
          key={JSON.stringify(data)}
          defaultValues={Object.fromEntries(
            page.fields.map(({ name, control }) => [
              name,
              control === 'money' ? majorUnitsText(data[name]) : textOf(data[name]),
            ]),
          )}
          {...formProps}
        >
          {(formApi) => {
            bind(formApi);
            return (
              <>
                <DeclaredFields
                  namespace={page.namespace}
                  call={page.save}
                  fields={page.fields}
                  editing={false}
                  record={data}
                />
                <div>
                  <FormSubmit>{t('common.save')}</FormSubmit>
                </div>
              </>
            );
          }}
        </Form>
      )}
    </section>
  );
}
