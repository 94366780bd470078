import {
  balanceAdjustmentStates,
  type BalanceAdjustmentRequestRow,
  type LedgerEntry,
  type MemberMoney,
} from '@vending/contract';
import { Button, DataTable, formatDateTime, formatMoney, moneyColumn, Pagination, textColumn } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { detailColumns, detailPage } from '../../lib/resource/detail';
import { DetailPage } from '../../lib/resource/DetailPage';
import { fieldHeader } from '../../lib/resource/fieldLabel';
import type { DetailRuntime } from '../../lib/resource/kinds/kind';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { useApi } from '../../api/services';
import { requireSuccess } from '../../lib/requireSuccess';
import { useCall } from '../../lib/useCall';
import { memberDetailWords } from './detailWords';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(memberDetailWords);

const LEDGER_PAGE_SIZE = 10;

type OrderRow = MemberMoney['orders'][number];
type RechargeRow = MemberMoney['recharges'][number];

/** The ledger of the balance, newest first, a page at a time: each entry, signed, and the balance after it. */
function Ledger({ userId, page: detail }: { userId: number; page: DetailRuntime }) {
  const { t } = useTranslation();
  const { currency } = detail;
  // The page's word, else the contract's label of that name (no copy here).
  const field = (name: string) => fieldHeader(t, 'memberDetail', name);
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
            // Nobody's act: the opening balance carried in when the books began.
            value: (entry) =>
              entry.handledBy ?? t(entry.kind === 'opening' ? 'memberDetail.bySystem' : 'memberDetail.byMember'),
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

/**
 * Adjustments above the approval limit (money settings), waiting for a second administrator:
 * each with who asked and why; 通过 writes it to the balance, 驳回 drops it. The server refuses
 * the one who asked, saying so.
 */
function PendingAdjustments({ userId, page }: { userId: number; page: DetailRuntime }) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState<number | null>(null);
  const call = useCall('getBalanceAdjustmentRequests', { userId });
  if (call.status !== 'ready' || !call.data) return <CallFallback call={call} height={0} />;
  const pending = call.data.rows.filter((row) => row.status === balanceAdjustmentStates.pending);
  if (pending.length === 0) return null;
  async function decide(request: BalanceAdjustmentRequestRow, action: 'approve' | 'reject') {
    setBusy(request.requestId);
    try {
      requireSuccess(
        await api.call('decideBalanceAdjustment', { requestId: request.requestId, action }),
        t('memberDetail.decideFailed'),
      );
      lazyMessage.success(t(action === 'approve' ? 'memberDetail.approved' : 'memberDetail.rejected'));
      page.reload();
    } catch {
      // requireSuccess or the HTTP client said why; the request stays as shown.
    } finally {
      setBusy(null);
    }
  }
  return (
    <section aria-labelledby="member-pending-adjustments" className="mt-3 flex flex-col gap-2">
      <h3 id="member-pending-adjustments" className="text-sm font-medium">
        {t('memberDetail.pending')}
      </h3>
      <ul className="flex flex-col gap-2">
        {pending.map((request) => (
          <li key={request.requestId} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="tabular-nums">{formatMoney(request.amount, page.currency)}</span>
            <span className="text-text-secondary">
              {t('memberDetail.askedBy', {
                name: request.requestedBy ?? '',
                time: formatDateTime(request.requestTime),
              })}
            </span>
            <span>{request.reason}</span>
            <Button disabled={busy !== null} onClick={() => void decide(request, 'approve')}>
              {t('memberDetail.approve')}
            </Button>
            <Button disabled={busy !== null} onClick={() => void decide(request, 'reject')}>
              {t('memberDetail.reject')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
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
            // Above the limit it waits for a second administrator: the pending list says so.
            lazyMessage.success(t('memberDetail.adjustedOrPending'));
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
        {
          kind: 'custom',
          // Read again with the member: a decision or a new request changes it.
          render: ({ record, page }) => <PendingAdjustments key={page.version} userId={record.userId} page={page} />,
        },
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
