import type { DeviceRow } from '@vending/contract';
import { Button, Dialog, DialogContent, formatDateTime, TextInput } from '@vending/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { showRefusal } from '../../lib/showRefusal';

/**
 * Issues or rotates a device's credential for the device API. The server keeps only its hash,
 * so the credential is shown here once, to copy into the device; closing the dialog loses it.
 */
export function CredentialDialog({
  device,
  onClose,
}: {
  device: DeviceRow;
  /** `issued`: a new credential was issued (the list shows its time once the dialog is closed). */
  onClose: (issued: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [issuing, setIssuing] = useState(false);
  const [credential, setCredential] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const rotating = device.credentialIssuedTime !== null;

  async function issue() {
    setIssuing(true);
    try {
      const answer = await api.call('issueDeviceCredential', { deviceId: device.deviceId });
      if (answer.code === 1) {
        setCredential(answer.data.credential);
      } else showRefusal(answer, null);
    } catch {
      // The HTTP client showed the failure; nothing was issued.
    } finally {
      setIssuing(false);
    }
  }

  async function copy() {
    if (!credential) return;
    try {
      await navigator.clipboard.writeText(credential);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin): the text is selected for copying by hand.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(credential !== undefined)}>
      <DialogContent
        title={t('devices.credential.title', { name: `${device.deviceNo} ${device.deviceName}` })}
        description={
          credential
            ? t('devices.credential.shownOnce')
            : rotating
              ? t('devices.credential.rotateWarning', { time: formatDateTime(device.credentialIssuedTime ?? '') })
              : t('devices.credential.issueExplain')
        }
        footer={
          credential ? (
            <Button variant="primary" onClick={() => onClose(true)}>
              {t('devices.credential.done')}
            </Button>
          ) : (
            <>
              <Button onClick={() => onClose(false)} disabled={issuing}>
                {t('common.cancel')}
              </Button>
              <Button variant={rotating ? 'danger' : 'primary'} loading={issuing} onClick={() => void issue()}>
                {rotating ? t('devices.credential.rotate') : t('devices.credential.issue')}
              </Button>
            </>
          )
        }
      >
        {credential ? (
          <div className="flex flex-col gap-2">
            <label htmlFor={fieldId} className="text-sm text-text-secondary">
              {t('devices.credential.label')}
            </label>
            <div className="flex gap-2">
              <TextInput id={fieldId} value={credential} readOnly className="font-mono" />
              <Button onClick={() => void copy()}>
                {copied ? t('devices.credential.copied') : t('devices.credential.copy')}
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
