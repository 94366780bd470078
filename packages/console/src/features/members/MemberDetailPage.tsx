import type { LedgerEntry, MemberMoney } from '@vending/contract';
import { orderFlow, rechargeFlow, stateOf } from '@vending/contract/statusFlows';
import {
  Button,
  Card,
  DataTable,
  Descriptions,
  formatDateTime,
  formatMoney,
  message,
  moneyColumn,
  Pagination,
  textColumn,
} from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDetailPage } from '../../lib/RecordDetailPage';
import { Link } from 'react-router-dom';
import { CallFallback } from '../../lib/CallFallback';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { useCall } from '../../lib/useCall';
import { registerPageWords } from '../../i18n/pageWords';
import { useCurrency } from '../../stores/moneyStore';
import { memberDetailWords } from './detailWords';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(memberDetailWords);

const LEDGER_PAGE_SIZE = 10;

type OrderRow = MemberMoney['orders'][number];
type RechargeRow = MemberMoney['recharges'][number];

/** The ledger of the balance, newest first, a page at a time: each entry, signed, and the balance after it. */
function Ledger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const currency = useCurrency();
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
            header: t('memberDetail.time'),
            value: (entry) => formatDateTime(entry.time),
            width: 170,
          }),
          textColumn<LedgerEntry>({
            id: 'kind',
            header: t('memberDetail.kind'),
            value: (entry) => t(`memberDetail.kinds.${entry.kind}`),
            width: 110,
          }),
          moneyColumn<LedgerEntry>({
            id: 'amount',
            header: t('memberDetail.amount'),
            amount: (entry) => entry.amount,
            currency,
            width: 120,
          }),
          moneyColumn<LedgerEntry>({
            id: 'balanceAfter',
            header: t('memberDetail.balanceAfter'),
            amount: (entry) => entry.balanceAfter ?? 0,
            currency,
            width: 120,
          }),
          textColumn<LedgerEntry>({
            id: 'about',
            header: t('memberDetail.about'),
            value: (entry) => [entry.orderNo, entry.note].filter(Boolean).join(' · '),
            minWidth: 160,
          }),
          textColumn<LedgerEntry>({
            id: 'handledBy',
            header: t('memberDetail.handledBy'),
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

function MemberDetailView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const call = useCall('getMemberMoney', { userId });
  const [adjusting, setAdjusting] = useState(false);
  const [reloads, setReloads] = useState(0);
  const member = call.data;
  if (call.status !== 'ready' || !member) return <CallFallback call={call} height={320} />;
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <>
      <Card title={t('memberDetail.header')} headingLevel={2}>
        <div className="flex flex-col gap-4">
          <Descriptions
            columns={3}
            items={[
              { key: 'nickName', label: t('memberDetail.nickName'), value: member.nickName },
              { key: 'phone', label: t('memberDetail.phone'), value: member.phone },
              { key: 'createTime', label: t('memberDetail.createTime'), value: formatDateTime(member.createTime) },
              { key: 'balance', label: t('memberDetail.balance'), value: money(member.balance) },
            ]}
          />
          <div>
            <Button onClick={() => setAdjusting(true)}>{t('memberDetail.adjust')}</Button>
          </div>
        </div>
      </Card>
      {adjusting ? (
        <ResourceFormDialog
          namespace="memberDetail"
          open
          title={t('memberDetail.adjust')}
          description={t('memberDetail.adjustHint')}
          call="adjustMemberBalance"
          fields={[
            // Typed in yuan (or dollars), signed; sent once as integer minor units.
            { name: 'amount', control: 'money', signed: true, required: true },
            { name: 'reason', control: 'textarea', required: true },
          ]}
          fixedParams={{ userId }}
          onClose={() => setAdjusting(false)}
          onSaved={() => {
            setAdjusting(false);
            message.success(t('memberDetail.adjusted'));
            call.reload();
            setReloads((count) => count + 1);
          }}
        />
      ) : null}
      <Card title={t('memberDetail.ledger')} headingLevel={2}>
        <Ledger key={reloads} userId={userId} />
      </Card>
      <Card title={t('memberDetail.orders')} headingLevel={2} flush>
        <DataTable<OrderRow>
          label={t('memberDetail.orders')}
          data={member.orders}
          getRowId={(order) => String(order.orderId)}
          getRowLabel={(order) => order.orderNo}
          emptyText={t('memberDetail.noOrders')}
          columns={[
            textColumn<OrderRow>({
              id: 'orderNo',
              header: t('memberDetail.orderNo'),
              value: (order) => order.orderNo,
              render: (order) => (
                <Link className="text-primary hover:underline" to={`/equipmentOrders/detail?id=${order.orderId}`}>
                  {order.orderNo}
                </Link>
              ),
            }),
            moneyColumn<OrderRow>({
              id: 'amount',
              header: t('memberDetail.amount'),
              amount: (o) => o.amount,
              currency,
            }),
            moneyColumn<OrderRow>({
              id: 'refunded',
              header: t('memberDetail.refunded'),
              amount: (o) => o.refunded,
              currency,
            }),
            textColumn<OrderRow>({
              id: 'status',
              header: t('memberDetail.status'),
              value: (o) => {
                const state = stateOf(orderFlow, o.status);
                return state ? t(`flows.order.states.${state}`) : '';
              },
            }),
            textColumn<OrderRow>({
              id: 'time',
              header: t('memberDetail.time'),
              value: (o) => formatDateTime(o.createTime),
            }),
          ]}
        />
      </Card>
      <Card title={t('memberDetail.recharges')} headingLevel={2} flush>
        <DataTable<RechargeRow>
          label={t('memberDetail.recharges')}
          data={member.recharges}
          getRowId={(recharge) => String(recharge.rechargeId)}
          getRowLabel={(recharge) => String(recharge.rechargeId)}
          emptyText={t('memberDetail.noRecharges')}
          columns={[
            moneyColumn<RechargeRow>({
              id: 'amount',
              header: t('memberDetail.amount'),
              amount: (r) => r.amount,
              currency,
            }),
            moneyColumn<RechargeRow>({
              id: 'bonus',
              header: t('memberDetail.bonus'),
              amount: (r) => r.bonus,
              currency,
            }),
            textColumn<RechargeRow>({
              id: 'status',
              header: t('memberDetail.status'),
              value: (r) => {
                const state = stateOf(rechargeFlow, r.status);
                return state ? t(`flows.recharge.states.${state}`) : '';
              },
            }),
            textColumn<RechargeRow>({
              id: 'time',
              header: t('memberDetail.time'),
              value: (r) => formatDateTime(r.createTime),
            }),
          ]}
        />
      </Card>
    </>
  );
}

/** A member's money: balance, the ledger of it, newest orders and recharges, and the manual adjustment. */
export default function MemberDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailPage
      headingId="member-title"
      title={t('routes.MemberDetail')}
      noId={t('memberDetail.noId')}
      back={t('memberDetail.back')}
      listPath="/member/list"
    >
      {(id) => <MemberDetailView key={id} userId={id} />}
    </RecordDetailPage>
  );
}
