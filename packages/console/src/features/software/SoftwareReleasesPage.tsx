import type { SoftwareReleaseRow } from '@vending/contract';
import { Tooltip } from '@vending/ui';
import type { TFunction } from 'i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { humanBytes, shortChecksum } from './packageInfo';
import { EditReleaseDialog, releaseFields } from './ReleaseDialog';
import { softwareWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(softwareWords);

/** The package's size, and its checksum shortened: the whole one in a tooltip, copied on click. */
function PackageCell({ row, t }: { row: SoftwareReleaseRow; t: TFunction }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(row.packageSha256);
      lazyMessage.success(t('softwareReleases.checksumCopied'));
    } catch {
      lazyMessage.error(t('common.flagFailed'));
    }
  };
  return (
    <div className="flex flex-col leading-tight">
      <span>{humanBytes(row.packageSize)}</span>
      <Tooltip
        content={
          <span className="flex flex-col gap-1">
            <span className="font-mono break-all">{row.packageSha256}</span>
            <span>{t('softwareReleases.copyChecksum')}</span>
          </span>
        }
      >
        <button
          type="button"
          className="self-start font-mono text-xs text-text-secondary hover:text-primary"
          onClick={() => void copy()}
        >
          {shortChecksum(row.packageSha256)}
        </button>
      </Tooltip>
    </div>
  );
}

/** The first line of a change log, cut short; the whole log in its title. */
function excerpt(changeLog: string) {
  const first = changeLog.split('\n')[0] ?? '';
  const more = first.length > 40 || changeLog.includes('\n');
  return `${first.slice(0, 40)}${more ? '…' : ''}`;
}

/** 软件列表: the releases of the devices' software, their packages and whether devices must install them. */
export const softwareReleasesPage = listPage({
  namespace: 'softwareReleases',
  list: 'getSoftwareReleaseList',
  rowId: 'releaseId',
  rowLabel: 'version',
  filters: [
    { kind: 'select', param: 'platform', options: ['android', 'controller'] },
    { kind: 'text', param: 'keyword' },
  ],
  columns: [
    { kind: 'enum', field: 'platform', values: ['android', 'controller'], width: 170 },
    { kind: 'text', field: 'version', width: 90 },
    { kind: 'text', field: 'buildNumber', width: 80 },
    {
      kind: 'text',
      field: 'changeLog',
      minWidth: 200,
      render: (row) => (
        <span className="block truncate" title={row.changeLog}>
          {excerpt(row.changeLog)}
        </span>
      ),
    },
    {
      kind: 'computed',
      id: 'package',
      width: 150,
      value: (row) => row.packageSize,
      render: (row, { t }) => <PackageCell row={row} t={t} />,
    },
    { kind: 'enum', field: 'forceUpdate', values: ['0', '1'], tones: { 1: 'warning', 0: 'neutral' }, width: 120 },
    { kind: 'dateTime', field: 'releaseTime' },
    { kind: 'text', field: 'deviceCount', width: 90 },
    { kind: 'text', field: 'updatedBy', width: 110 },
  ],
  form: { create: 'addSoftwareRelease', fields: releaseFields() },
  actions: [
    {
      key: 'edit',
      opens: 'dialog',
      dialog: ({ row, close, saved }) => <EditReleaseDialog row={row} close={close} saved={saved} />,
    },
    { key: 'remove', opens: 'confirm', call: 'deleteSoftwareRelease' },
  ],
  actionsWidth: 120,
});

export default function SoftwareReleasesPage() {
  return <ResourcePage page={softwareReleasesPage} />;
}
