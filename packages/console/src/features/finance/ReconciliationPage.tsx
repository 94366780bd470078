import { FileInput, type FieldControlProps } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { registerPageWords } from '../../i18n/pageWords';
import { listPage } from '../../lib/resource/declaration';
import { ResourceFormDialog } from '../../lib/resource/ResourceFormDialog';
import { ResourcePage } from '../../lib/resource/ResourcePage';
import { financeWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(financeWords);

/** The statement's file: its text becomes the field's value (the server reads the CSV). */
function StatementFile({
  id,
  ref,
  onValueChange,
  onBlur,
  invalid,
  disabled,
  // A file input's value is the browser's alone: the field's value (the file's text) is not given to it.
  value: _value,
  name: _name,
  ...aria
}: FieldControlProps) {
  const { t } = useTranslation();
  return (
    <FileInput
      id={id}
      ref={ref}
      accept=".csv,text/csv,text/plain"
      disabled={disabled}
      invalid={invalid}
      {...aria}
      // The browser's own words would be in the browser's language: the page's are drawn instead.
      chooseLabel={t('reconciliation.chooseFile')}
      noFileLabel={t('reconciliation.noFile')}
      onBlur={onBlur}
      onFileChange={(file) => {
        if (!file) {
          onValueChange('');
          return;
        }
        file.text().then(onValueChange, () => {
          onValueChange('');
          lazyMessage.error(t('reconciliation.readFailed'));
        });
      }}
    />
  );
}

/** 导入对账单: the channel and the day's statement file; the server matches it and books the fees. */
function ImportStatementDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  return (
    <ResourceFormDialog
      namespace="reconciliation"
      open
      title={t('reconciliation.toolbar.import')}
      description={t('reconciliation.importHint')}
      call="importChannelStatement"
      fields={[
        { name: 'channel', control: 'select', choices: ['1', '2'], required: true },
        {
          name: 'content',
          // The statement's file, not the contract's generic 内容 of a text.
          label: 'content',
          control: 'text',
          required: true,
          render: (control) => <StatementFile {...control} />,
        },
      ]}
      onClose={close}
      onSaved={() => saved(t('reconciliation.imported'))}
    />
  );
}

/**
 * 渠道对账 (docs/MONEY.md, cashless reconciliation): the payment channels' imported daily
 * statements against the orders, one row per transaction — 已匹配, 仅账单有 (the channel took
 * money we have no order of), 仅订单有 (an order the channel does not list), 金额不符 — the
 * mismatches first; filter by channel, result and day; totals of what the filter matches.
 */
export const reconciliationPage = listPage({
  namespace: 'reconciliation',
  list: 'getChannelReconciliation',
  rowId: 'rowId',
  rowLabel: 'transactionId',
  filters: [
    { kind: 'select', param: 'channel', options: ['1', '2'] },
    { kind: 'select', param: 'outcome', options: ['1', '2', '3', '4'] },
    { kind: 'dateRange', name: 'day', from: 'startTime', to: 'endTime' },
  ],
  columns: [
    { kind: 'text', field: 'day', width: 110 },
    { kind: 'enum', field: 'channel', values: ['1', '2'], width: 100 },
    {
      kind: 'enum',
      field: 'outcome',
      values: ['1', '2', '3', '4'],
      tones: { '1': 'success', '2': 'danger', '3': 'danger', '4': 'warning' },
      // Wide enough for the English outcomes (Statement only, Amount differs) whole.
      width: 150,
    },
    { kind: 'text', field: 'transactionId', minWidth: 160 },
    { kind: 'text', field: 'orderNo', minWidth: 170 },
    { kind: 'money', field: 'statementAmount', width: 110 },
    { kind: 'money', field: 'orderAmount', width: 110 },
    { kind: 'money', field: 'fee', width: 90 },
    { kind: 'dateTime', field: 'time', width: 160 },
  ],
  toolbarDialogs: [{ key: 'import', dialog: (props) => <ImportStatementDialog {...props} /> }],
  totals: [
    { field: 'count', kind: 'count' },
    { field: 'statementOnly', kind: 'count' },
    { field: 'ordersOnly', kind: 'count' },
    { field: 'amountDiffers', kind: 'count' },
    { field: 'fee', kind: 'money' },
  ],
});

export default function ReconciliationPage() {
  return <ResourcePage page={reconciliationPage} />;
}
