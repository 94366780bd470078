import type { EndpointName } from '@vending/contract';
import { Button, lazyPart } from '@vending/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCallAbandoned, isDownload, refusalText } from '../../api';
import { useApi } from '../../api/services';
import { saveFile } from '../saveFile';
import { lazyMessage } from '../toasts';

// Loaded with the first export; should its code fail to load, the button's spinner says enough.
const LazyExportProgress = lazyPart(() => import('./ExportProgress').then((module) => module.ExportProgress));

interface ExportProgress {
  loadedBytes: number;
  totalBytes: number | undefined;
}

/** Downloads the spreadsheet of the current filters, showing the download's progress. */
export function ExportButton({ call, params }: { call: EndpointName; params: () => Record<string, unknown> }) {
  const { t } = useTranslation();
  const api = useApi();
  const [exporting, setExporting] = useState<ExportProgress | null>(null);

  async function download() {
    setExporting({ loadedBytes: 0, totalBytes: undefined });
    try {
      const file = await api.download(call, params() as never, {
        onDownloadProgress: (loadedBytes, totalBytes) => setExporting({ loadedBytes, totalBytes }),
      });
      if (!isDownload(file)) {
        // An envelope as it is (spec §8): the page says what it carries, unless the client did (21).
        if (!file.announced) lazyMessage.error(refusalText(file.envelope) || t('common.exportRefused'));
        return;
      }
      saveFile(file.blob, file.fileName);
      lazyMessage.success(t('common.exported', { fileName: file.fileName }));
    } catch (error) {
      // The client already showed the failure; a logout mid-export shows nothing.
      if (!isCallAbandoned(error)) console.warn('Export failed', error);
    } finally {
      setExporting(null);
    }
  }

  const percent = exporting?.totalBytes ? Math.round((exporting.loadedBytes / exporting.totalBytes) * 100) : undefined;
  return (
    <>
      <Button variant="primary" loading={exporting !== null} onClick={() => void download()}>
        {t('common.export')}
      </Button>
      {exporting ? <LazyExportProgress percent={percent} /> : null}
    </>
  );
}
