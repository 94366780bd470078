import { DateTimeInput, Field, Select, useFormApi } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { FormDialog } from '../../lib/FormDialog';
import { useCall } from '../../lib/useCall';
import { DevicePicker, noDevices, selectedCount, selectionParams, type DeviceSelection } from './DevicePicker';

interface AssignValues {
  advertisementId: string;
  startTime: string;
  endTime: string;
  /** Named as the server names it in a refusal (deviceIds or filter both land here). */
  deviceIds: DeviceSelection;
}

/** The advertisement select: choosing one fills the period with the advertisement's own. */
function AdvertisementSelect() {
  const { t } = useTranslation();
  const form = useFormApi<AssignValues>();
  const options = useCall('getDeviceAdvertisementOptions', {});
  const rows = options.data?.rows ?? [];
  return (
    <Field
      name="advertisementId"
      label={t('deviceAds.assign.advertisement')}
      rules={{ required: t('deviceAds.assign.noAdvertisement') }}
    >
      {(control) => (
        <Select
          {...control}
          value={String(control.value ?? '')}
          placeholder={t('common.choose')}
          options={rows.map((row) => ({ value: String(row.value), label: row.label }))}
          onValueChange={(value) => {
            control.onValueChange(value);
            const chosen = rows.find((row) => String(row.value) === value);
            if (chosen) {
              form.setValue('startTime', chosen.startTime, { shouldValidate: true });
              form.setValue('endTime', chosen.endTime, { shouldValidate: true });
            }
          }}
        />
      )}
    </Field>
  );
}

/**
 * 分配广告: an advertisement, its period (the advertisement's own unless changed) and the
 * devices — ticked one by one across pages, or every device the filter matches.
 */
export function AssignDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <FormDialog<AssignValues>
      open
      onOpenChange={(next) => !next && close()}
      title={t('deviceAds.assign.title')}
      description={t('deviceAds.assign.description')}
      size="large"
      submitText={t('deviceAds.assign.submit')}
      defaultValues={{ advertisementId: '', startTime: '', endTime: '', deviceIds: noDevices }}
      save={async (values) => {
        const answer = await api.call('assignDeviceAdvertisements', {
          advertisementId: Number(values.advertisementId),
          ...(values.startTime && { startTime: values.startTime }),
          ...(values.endTime && { endTime: values.endTime }),
          ...selectionParams(values.deviceIds),
        });
        if (answer.code === 1) saved(t('deviceAds.assign.done', answer.data));
        return answer;
      }}
      onSaved={() => undefined}
    >
      <AdvertisementSelect />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="startTime"
          label={t('deviceAds.assign.startTime')}
          help={t('deviceAds.assign.periodHelp')}
          rules={{ required: t('common.rules.required', { label: t('deviceAds.assign.startTime') }) }}
        >
          <DateTimeInput />
        </Field>
        <Field
          name="endTime"
          label={t('deviceAds.assign.endTime')}
          dependsOn={['startTime']}
          rules={{
            required: t('common.rules.required', { label: t('deviceAds.assign.endTime') }),
            validate: (value, values) =>
              !value ||
              !(values as AssignValues).startTime ||
              Date.parse(String(value)) > Date.parse((values as AssignValues).startTime) ||
              t('deviceAds.assign.endBeforeStart'),
          }}
        >
          <DateTimeInput />
        </Field>
      </div>
      <Field
        name="deviceIds"
        label={t('deviceAds.assign.devices')}
        rules={{
          validate: (value) => selectedCount(value as DeviceSelection) > 0 || t('deviceAds.assign.noDevices'),
        }}
        required
      >
        {(control) => <DevicePicker call="getAdvertisingDeviceList" {...control} />}
      </Field>
    </FormDialog>
  );
}
