import type { ReplenishmentPlanPreview, RequestInput } from '@vending/contract';
import { Alert, Button, Combobox, Dialog, DialogContent, formatDateTime, Select } from '@vending/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isCallAbandoned } from '../../api';
import { useApi } from '../../api/services';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';
import { PlanDeviceTables, PlanSummaryTable } from './PlanTables';

/** A select's value for "no filter" (a select item may not have an empty value). */
const ANY = 'any';

interface Choice {
  agentId: string;
  merchantId: string;
  online: string;
  scope: 'all' | 'short';
}

function paramsOf(choice: Choice): RequestInput<'getReplenishmentPlanPreview'> {
  return {
    ...(choice.agentId !== ANY && { agentId: Number(choice.agentId) }),
    ...(choice.merchantId !== ANY && { merchantId: Number(choice.merchantId) }),
    ...(choice.online !== ANY && { online: choice.online === '1' ? 1 : 0 }),
    ...(choice.scope === 'short' && { shortOnly: 1 }),
  };
}

/**
 * 新建补货计划: choose the devices (agent, merchant, online, short only), compute what each slot
 * needs to reach its par level, look at it per goods and per device, then save it.
 */
export function NewPlanDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const options = useCall('getReplenishmentPlanOptions', {});
  // Opened from the dashboard's shortage card (`?scope=short`): the short devices chosen.
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<Choice>({
    agentId: ANY,
    merchantId: ANY,
    online: ANY,
    scope: searchParams.get('scope') === 'short' ? 'short' : 'all',
  });
  const [preview, setPreview] = useState<ReplenishmentPlanPreview | null>(null);
  const [busy, setBusy] = useState<'compute' | 'save' | null>(null);
  const word = (name: string) => t(`replenishmentPlans.choose.${name}`);
  const any = { value: ANY, label: word('any') };

  function choose(next: Partial<Choice>) {
    setChoice((current) => ({ ...current, ...next }));
    // What is shown is what was computed for the choice: a new choice computes again.
    setPreview(null);
  }

  async function run(kind: 'compute' | 'save') {
    setBusy(kind);
    try {
      if (kind === 'compute') {
        const answer = await api.call('getReplenishmentPlanPreview', paramsOf(choice));
        if (answer.code === 1) setPreview(answer.data);
        else showRefusal(answer, null);
        return;
      }
      const answer = await api.call('saveReplenishmentPlan', paramsOf(choice));
      if (answer.code === 1) saved(word('saved'));
      else showRefusal(answer, null);
    } catch (error) {
      // The HTTP client showed the failure; the choice stays for another try.
      if (!isCallAbandoned(error)) console.warn('Replenishment plan failed', error);
    } finally {
      setBusy(null);
    }
  }

  const field = (id: keyof Choice, control: ReactNode) => (
    <div className="flex min-w-44 flex-col gap-1">
      <label id={`plan-${id}-label`} className="text-xs text-text-subtle">
        {word(id)}
      </label>
      {control}
    </div>
  );
  const labelled = (id: keyof Choice) => ({ 'aria-labelledby': `plan-${id}-label` });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={word('title')}
        description={word('description')}
        size="large"
        footer={
          <>
            <Button onClick={close} disabled={busy !== null}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              loading={busy === 'save'}
              disabled={!preview || preview.lines.length === 0 || busy !== null}
              onClick={() => void run('save')}
            >
              {word('save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-3">
            {field(
              'agentId',
              <Combobox
                {...labelled('agentId')}
                options={[
                  any,
                  ...(options.data?.agents ?? []).map((row) => ({ value: String(row.value), label: row.label })),
                ]}
                loading={options.status === 'loading'}
                value={choice.agentId}
                onValueChange={(agentId) => choose({ agentId: agentId || ANY })}
              />,
            )}
            {field(
              'merchantId',
              <Combobox
                {...labelled('merchantId')}
                options={[
                  any,
                  ...(options.data?.merchants ?? []).map((row) => ({
                    value: String(row.value),
                    label: row.label,
                    ...(row.description && { description: row.description }),
                  })),
                ]}
                loading={options.status === 'loading'}
                value={choice.merchantId}
                onValueChange={(merchantId) => choose({ merchantId: merchantId || ANY })}
              />,
            )}
            {field(
              'online',
              <Select
                {...labelled('online')}
                options={[any, { value: '1', label: word('online1') }, { value: '0', label: word('online0') }]}
                value={choice.online}
                onValueChange={(online) => choose({ online })}
              />,
            )}
            {field(
              'scope',
              <Select
                {...labelled('scope')}
                options={[
                  { value: 'all', label: word('scopeAll') },
                  { value: 'short', label: word('scopeShort') },
                ]}
                value={choice.scope}
                onValueChange={(scope) => choose({ scope: scope === 'short' ? 'short' : 'all' })}
              />,
            )}
            <Button
              variant="primary"
              loading={busy === 'compute'}
              disabled={busy !== null}
              onClick={() => void run('compute')}
            >
              {word('compute')}
            </Button>
          </div>
          {preview === null ? null : preview.lines.length === 0 ? (
            <Alert type="info" title={word('nothing')} />
          ) : (
            <>
              <p className="text-xs text-text-subtle">
                {t('replenishmentPlans.choose.computedAt', {
                  time: formatDateTime(preview.computedTime),
                  devices: preview.deviceCount,
                })}
              </p>
              <h3 className="text-sm font-semibold text-text">{t('replenishmentPlans.detail.summary')}</h3>
              <PlanSummaryTable summary={preview.summary} showLoaded={false} />
              <h3 className="text-sm font-semibold text-text">{t('replenishmentPlans.detail.devices')}</h3>
              <PlanDeviceTables lines={preview.lines} judgedAt={preview.computedTime} showLoaded={false} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
