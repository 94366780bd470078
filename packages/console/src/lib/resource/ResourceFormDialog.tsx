import type { EndpointName } from '@vending/contract';
import type { DialogSize } from '@vending/ui';
import { useApi } from '../../api/services';
import { FormDialog } from '../FormDialog';
import type { FormFieldDeclaration } from './declaration';
import { DeclaredFields, formValueOf, sentValueOf } from './DeclaredFields';
import { acceptedBy } from './useCallForm';

type Values = Record<string, unknown>;

export interface ResourceFormDialogProps {
  namespace: string;
  open: boolean;
  title: string;
  description?: string;
  size?: DialogSize;
  /** The call that saves; its request schema gives each field's rules. */
  call: EndpointName;
  fields: readonly FormFieldDeclaration<string>[];
  /** Editing: the record's current values; fields marked `whenEditing` follow it. */
  editing?: Record<string, unknown>;
  /** Parameters sent beside the form's values (the row id). */
  fixedParams?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A declared form in a dialog: labels, help and placeholders from the page's namespace, rules
 * from the call's request schema, the server's refusal under the field it names.
 */
export function ResourceFormDialog({
  namespace,
  open,
  title,
  description,
  size,
  call,
  fields,
  editing,
  fixedParams = {},
  onClose,
  onSaved,
}: ResourceFormDialogProps) {
  const api = useApi();
  const shown = fields.filter((field) => !(editing && field.whenEditing === 'hidden'));

  return (
    <FormDialog<Values>
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      size={size}
      defaultValues={Object.fromEntries(shown.map((field) => [field.name, formValueOf(field, editing)]))}
      save={(values) => {
        // Only what the call takes (acceptedBy), each as its control sends it (money in minor units).
        const byName = new Map(shown.map((field) => [field.name, field]));
        const sent = Object.fromEntries(
          Object.entries(acceptedBy(call, values)).map(([name, value]) => {
            const field = byName.get(name);
            return [name, field ? sentValueOf(field, value) : value];
          }),
        );
        return api.call(call, { ...sent, ...fixedParams } as never);
      }}
      onSaved={onSaved}
    >
      <DeclaredFields namespace={namespace} call={call} fields={shown} editing={editing !== undefined} />
    </FormDialog>
  );
}
