import { uploadKinds } from '@vending/contract';
import { Button, type FieldControlProps } from '@vending/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { fileNameOf, humanBytes, MAX_PACKAGE_BYTES } from './packageInfo';

export interface PackageFacts {
  size: number;
  sha256: string;
}

/**
 * The package of a release form: the file goes to `uploadSoftwarePackage`, the field keeps the
 * URL it answers and shows the file's name, size and SHA-256 as the server worked them out.
 * A file the server refuses (its type is judged by content, its size limited) leaves the field
 * as it was and says why under it.
 */
export function PackageField({
  value,
  onValueChange,
  onBlur,
  invalid,
  disabled,
  known,
  id,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps & {
  /** What the edited release's package is (its URL is the field's first value). */
  known?: (PackageFacts & { url: string }) | undefined;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<(PackageFacts & { url: string; name: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const url = typeof value === 'string' ? value : '';
  const facts =
    uploaded?.url === url && url !== ''
      ? uploaded
      : known?.url === url && url !== ''
        ? { ...known, name: fileNameOf(url) }
        : null;

  async function send(file: File) {
    setProblem(null);
    if (!uploadKinds.softwarePackage.extensions.some((extension) => file.name.toLowerCase().endsWith(extension))) {
      setProblem(t('softwareReleases.upload.wrongType'));
      return;
    }
    if (file.size > MAX_PACKAGE_BYTES) {
      setProblem(t('softwareReleases.upload.tooLarge', { limit: humanBytes(MAX_PACKAGE_BYTES) }));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call('uploadSoftwarePackage', { file });
      if (answer.code === 1) {
        setUploaded({ ...answer.data, name: file.name });
        onValueChange(answer.data.url);
        onBlur();
      } else if (answer.code === 0) setProblem(answer.msg);
    } catch {
      setProblem(t('common.flagFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex w-full flex-col gap-2"
      data-testid="package-field"
    >
      <div className="flex items-center gap-2">
        <Button
          aria-invalid={invalid || undefined}
          loading={busy}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {busy
            ? t('softwareReleases.upload.uploading')
            : url
              ? t('softwareReleases.upload.replace')
              : t('softwareReleases.upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-hidden
          tabIndex={-1}
          data-testid="package-input"
          accept={uploadKinds.softwarePackage.extensions.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-danger-text">
          {problem}
        </p>
      ) : null}
      {facts ? (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded border border-border bg-fill-lighter px-3 py-2 text-xs"
          data-testid="package-facts"
        >
          <dt className="text-text-secondary">{t('softwareReleases.upload.fileName')}</dt>
          <dd className="break-all">{facts.name}</dd>
          <dt className="text-text-secondary">{t('softwareReleases.upload.size')}</dt>
          <dd>
            {humanBytes(facts.size)} ({facts.size.toLocaleString('en-US')} B)
          </dd>
          <dt className="text-text-secondary">{t('softwareReleases.checksum')}</dt>
          <dd className="font-mono break-all">{facts.sha256}</dd>
        </dl>
      ) : null}
    </div>
  );
}
