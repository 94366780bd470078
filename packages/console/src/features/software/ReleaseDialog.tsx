import type { SoftwareReleaseRow } from '@vending/contract';
import { Switch } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import type { FormFieldDeclaration } from '../../lib/resource/declaration';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { PackageField } from './PackageField';

type ReleaseParam = 'platform' | 'version' | 'buildNumber' | 'packageUrl' | 'forceUpdate' | 'releaseTime' | 'changeLog';

/** The release form's fields; editing, the package field knows the stored package's size and checksum. */
export function releaseFields(row?: SoftwareReleaseRow): readonly FormFieldDeclaration<ReleaseParam>[] {
  const known = row && { url: row.packageUrl, size: row.packageSize, sha256: row.packageSha256 };
  return [
    { name: 'platform', control: 'select', choices: ['android', 'controller'] },
    { name: 'version', control: 'text' },
    { name: 'buildNumber', control: 'text' },
    {
      name: 'packageUrl',
      control: 'text',
      required: true,
      render: (control) => <PackageField {...control} known={known} />,
    },
    {
      name: 'forceUpdate',
      control: 'text',
      initialValue: (edited) => (edited?.['forceUpdate'] === 1 ? 1 : 0),
      render: ({ value, onValueChange, onBlur, ref: _ref, invalid: _invalid, name: _name, ...control }) => (
        <Switch
          {...control}
          checked={value === 1 || value === '1'}
          onCheckedChange={(checked) => {
            onValueChange(checked ? 1 : 0);
            onBlur();
          }}
        />
      ),
    },
    { name: 'releaseTime', control: 'dateTime' },
    { name: 'changeLog', control: 'textarea' },
  ];
}

/** Editing a release: the declared form, with the stored package shown in its field. */
export function EditReleaseDialog({
  row,
  close,
  saved,
}: {
  row: SoftwareReleaseRow;
  close: () => void;
  saved: (message?: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ResourceFormDialog
      key={`edit-${row.releaseId}`}
      namespace="softwareReleases"
      open
      title={t('softwareReleases.editTitle')}
      description={`${row.version} (${row.buildNumber})`}
      call="updateSoftwareRelease"
      fields={releaseFields(row)}
      editing={row}
      fixedParams={{ releaseId: row.releaseId }}
      onClose={close}
      onSaved={() => saved()}
    />
  );
}
