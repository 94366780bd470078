import type { Member } from '@vending/contract';
import {
  Button,
  ProgressBar,
  dateTimeColumn,
  message,
  moneyColumn,
  switchColumn,
  textColumn,
  type FilterField,
  type ListQuery,
} from '@vending/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCallAbandoned } from '../../api';
import { useApi } from '../../app/services';
import { flagFilter, rangeFilter, textFilter } from '../../lib/filterValues';
import { requireSuccess } from '../../lib/requireSuccess';
import { saveFile } from '../../lib/saveFile';
import { useConfirm } from '../../lib/useConfirm';
import { ServerListView } from '../../lib/ServerListView';
import { useServerList } from '../../lib/useServerList';

/** The filter bar's values as the member calls' parameters (spec §7: getUserList / getUserListExcle). */
function memberFilters({ filters }: ListQuery) {
  const registered = rangeFilter(filters, 'registered');
  return {
    keyword: textFilter(filters, 'keyword'),
    isFlag: flagFilter(filters, 'isFlag'),
    startTime: registered.from,
    endTime: registered.to,
  };
}

interface ExportProgress {
  loadedBytes: number;
  totalBytes: number | undefined;
}

/** Members: filters, server pagination, enable/disable with confirmation, and the spreadsheet export. */
export default function MembersPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { confirm, confirmDialog } = useConfirm();
  const [exporting, setExporting] = useState<ExportProgress | null>(null);

  const filterFields = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('members.keyword'), placeholder: t('members.keywordPlaceholder') },
      {
        kind: 'select',
        name: 'isFlag',
        label: t('members.status'),
        options: [
          { value: '1', label: t('members.enabled') },
          { value: '0', label: t('members.disabled') },
        ],
      },
      { kind: 'dateRange', name: 'registered', label: t('members.registered') },
    ],
    [t],
  );
  const list = useServerList({
    endpoint: 'getUserList',
    filterFields,
    toRequest: (query) => ({ ...memberFilters(query), page: query.page, size: query.pageSize }),
    pageOf: (data) => data,
    withRow: (data, replace) => ({ ...data, rows: data.rows.map(replace) }),
  });

  async function changeFlag(member: Member, enable: boolean): Promise<boolean> {
    const confirmed = await confirm({
      title: enable ? t('members.confirmEnable') : t('members.confirmDisable'),
      description: t('members.confirmFlagDescription', { name: member.nickName }),
      variant: enable ? 'default' : 'danger',
    });
    if (!confirmed) return false;
    const answer = await api.call('updateUserIsFlag', { userId: member.userId, isFlag: enable ? 1 : 0 });
    requireSuccess(answer, t('members.flagFailed'));
    list.replaceRow((row) => (row.userId === member.userId ? { ...row, isFlag: enable ? 1 : 0 } : row));
    message.success(enable ? t('members.enabledDone') : t('members.disabledDone'));
    return true;
  }

  async function exportMembers() {
    setExporting({ loadedBytes: 0, totalBytes: undefined });
    try {
      const file = await api.download('getUserListExcle', memberFilters(list.query), {
        onDownloadProgress: (loadedBytes, totalBytes) => setExporting({ loadedBytes, totalBytes }),
      });
      saveFile(file.blob, file.fileName);
      message.success(t('members.exported', { fileName: file.fileName }));
    } catch (error) {
      // The client already showed the failure; a logout mid-export shows nothing.
      if (!isCallAbandoned(error)) console.warn('Member export failed', error);
    } finally {
      setExporting(null);
    }
  }

  const columns = useMemo(
    () => [
      textColumn<Member>({ id: 'nickName', header: t('members.name'), value: (row) => row.nickName, minWidth: 120 }),
      textColumn<Member>({ id: 'phone', header: t('members.phone'), value: (row) => row.phone, width: 140 }),
      moneyColumn<Member>({
        id: 'balance',
        header: t('members.balance'),
        amount: (row) => row.balance,
        currency: 'CNY',
        width: 130,
      }),
      switchColumn<Member>({
        id: 'isFlag',
        header: t('members.status'),
        checked: (row) => row.isFlag === 1,
        label: (row) => t('members.flagLabel', { name: row.nickName }),
        onChange: changeFlag,
      }),
      dateTimeColumn<Member>({ id: 'createTime', header: t('members.registeredAt'), time: (row) => row.createTime }),
    ],
    // changeFlag closes over the list and the api, which are stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const progressPercent = exporting?.totalBytes
    ? Math.round((exporting.loadedBytes / exporting.totalBytes) * 100)
    : undefined;

  return (
    <ServerListView<Member>
      title={t('routes.MemberList')}
      tableId="members"
      list={list}
      filterFields={filterFields}
      columns={columns}
      getRowId={(row) => String(row.userId)}
      getRowLabel={(row) => row.nickName}
      toolbar={
        <div className="flex items-center gap-3">
          <Button variant="primary" loading={exporting !== null} onClick={() => void exportMembers()}>
            {t('members.export')}
          </Button>
          {exporting ? (
            <ProgressBar
              className="w-48"
              label={t('members.exporting')}
              value={progressPercent ?? null}
              showValue={progressPercent !== undefined}
            />
          ) : null}
        </div>
      }
    >
      {confirmDialog}
    </ServerListView>
  );
}
