import type { LedgerEntry, MemberMoney } from '@vending/contract';
import { Button, DataTable, formatDateTime, message, moneyColumn, Pagination, textColumn } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { detailColumns, detailPage } from '../../lib/resource/detail';
import { DetailPage } from '../../lib/resource/DetailPage';
import type { DetailRuntime } from '../../lib/resource/kinds/kind';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { useCall } from '../../lib/useCall';
import { memberDetailWords } from './detailWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(memberDetailWords);

const LEDGER_PAGE_SIZE = 10;

type OrderRow = MemberMoney['orders'][number];
type RechargeRow = MemberMoney['recharges'][number];

/** The ledger of the balance, newest first, a page at a time: each entry, signed, and the balance after it. */
function Ledger({ userId, page: detail }: { userId: number; page: DetailRuntime }) {
  const { t } = useTranslation();
  const { currency } = detail;
  const field = (name: string) => t(`memberDetail.fields.${name}`);
  const [page, setPage] = useState(1);
  const call = useCall('getMemberLedger', { userId, page, size: LEDGER_PAGE_SIZE });
  if (call.status !== 'ready' || !call.data) return <CallFallback call={call} height={200} />;
  return (
    <div className="flex flex-col gap-3">
      <DataTable<LedgerEntry>
        label={t('memberDetail.ledger')}
        data={call.data.rows}
        getRowId={(entry) => String(entry.entryId)}
        getRowLabel={(entry) => t(`memberDetail.kinds.${entry.kind}`)}
        emptyText={t('memberDetail.noEntries')}
        columns={[
          textColumn<LedgerEntry>({
            id: 'time',
            header: field('time'),
            value: (entry) => formatDateTime(entry.time),
            width: 170,
          }),
          textColumn<LedgerEntry>({
            id: 'kind',
            header: field('kind'),
            value: (entry) => t(`memberDetail.kinds.${entry.kind}`),
            width: 110,
          }),
          moneyColumn<LedgerEntry>({
            id: 'amount',
            header: field('amount'),
            amount: (entry) => entry.amount,
            currency,
            width: 120,
          }),
          moneyColumn<LedgerEntry>({
            id: 'balanceAfter',
            header: field('balanceAfter'),
            amount: (entry) => entry.balanceAfter ?? 0,
            currency,
            width: 120,
          }),
          textColumn<LedgerEntry>({
            id: 'about',
            header: field('about'),
            value: (entry) => [entry.orderNo, entry.note].filter(Boolean).join(' · '),
            minWidth: 160,
          }),
          textColumn<LedgerEntry>({
            id: 'handledBy',
            header: field('handledBy'),
            value: (entry) => entry.handledBy ?? t('memberDetail.byMember'),
            width: 110,
          }),
        ]}
      />
      <Pagination
        page={page}
        pageSize={LEDGER_PAGE_SIZE}
        total={call.data.total}
        onChange={(change) => setPage(change.page)}
      />
    </div>
  );
}

/** The manual adjustment: a signed amount and a required reason, then the balance is read again. */
function Adjust({ userId, page }: { userId: number; page: DetailRuntime }) {
  const { t } = useTranslation();
  const [adjusting, setAdjusting] = useState(false);
  return (
    <div>
      <Button onClick={() => setAdjusting(true)}>{t('memberDetail.adjust')}</Button>
      {adjusting ? (
        <ResourceFormDialog
          namespace="memberDetail"
          open
          title={t('memberDetail.adjust')}
          description={t('memberDetail.adjustHint')}
          call="adjustMemberBalance"
          fields={[
            // Typed in yuan (or dollars), signed; sent once as integer minor units.
            { name: 'amount', control: 'money', signed: true, label: 'adjustAmount', required: true },
            { name: 'reason', control: 'textarea', required: true },
          ]}
          fixedParams={{ userId }}
          onClose={() => setAdjusting(false)}
          onSaved={() => {
            setAdjusting(false);
            message.success(t('memberDetail.adjusted'));
            page.reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** A member's money: balance, the ledger of it, newest orders and recharges, and the manual adjustment. */
export const memberDetailPage = detailPage({
  namespace: 'memberDetail',
  get: 'getMemberMoney',
  id: 'userId',
  route: 'MemberDetail',
  listPath: '/member/list',
  cards: [
    {
      title: 'header',
      sections: [
        {
          kind: 'fields',
          fields: [
            { kind: 'text', field: 'nickName' },
            { kind: 'text', field: 'phone' },
            { kind: 'dateTime', field: 'createTime' },
            { kind: 'money', field: 'balance' },
          ],
        },
        { kind: 'custom', render: ({ record, page }) => <Adjust userId={record.userId} page={page} /> },
      ],
    },
    {
      title: 'ledger',
      sections: [
        {
          kind: 'custom',
          // Read again with the member: an adjustment adds an entry.
          render: ({ record, page }) => <Ledger key={page.version} userId={record.userId} page={page} />,
        },
      ],
    },
    {
      title: 'orders',
      flush: true,
      sections: [
        {
          kind: 'table',
          title: 'orders',
          rows: (member) => member.orders,
          rowId: 'orderId',
          rowLabel: 'orderNo',
          empty: 'noOrders',
          columns: detailColumns<OrderRow>([
            { kind: 'link', field: 'orderNo', to: (order) => `/equipmentOrders/detail?id=${order.orderId}` },
            { kind: 'money', field: 'amount' },
            { kind: 'money', field: 'refunded' },
            { kind: 'status', field: 'status', flow: 'order' },
            { kind: 'dateTime', field: 'createTime', label: 'time' },
          ]),
        },
      ],
    },
    {
      title: 'recharges',
      flush: true,
      sections: [
        {
          kind: 'table',
          title: 'recharges',
          rows: (member) => member.recharges,
          rowId: 'rechargeId',
          rowLabel: 'rechargeId',
          empty: 'noRecharges',
          columns: detailColumns<RechargeRow>([
            { kind: 'money', field: 'amount' },
            { kind: 'money', field: 'bonus' },
            { kind: 'status', field: 'status', flow: 'recharge' },
            { kind: 'dateTime', field: 'createTime', label: 'time' },
          ]),
        },
      ],
    },
  ],
});

export default function MemberDetailPage() {
  return <DetailPage page={memberDetailPage} />;
}
