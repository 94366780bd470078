import { Button, CarouselPreview, Dialog, DialogContent } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../config/assets';
import { CallFallback } from '../../lib/CallFallback';
import { useCall } from '../../lib/useCall';
import { WHOLE_LIST_SIZE } from '../../lib/resource/SortDialog';

/** The enabled images in their order, as the members' home screen turns through them. */
export function CarouselPreviewDialog({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const shown = useCall('getCarouselList', { isFlag: 1, size: WHOLE_LIST_SIZE });
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        title={t('carousel.preview.title')}
        description={t('carousel.preview.description')}
        size="default"
        footer={<Button onClick={close}>{t('carousel.preview.close')}</Button>}
      >
        {shown.status !== 'ready' ? <CallFallback call={shown} height={240} /> : null}
        {shown.status === 'ready' ? (
          <CarouselPreview
            label={t('carousel.preview.label')}
            size="small"
            className="mx-auto"
            slides={(shown.data?.rows ?? []).map((row) => ({
              id: String(row.imageId),
              src: assetUrl(row.image) ?? '',
              alt: t('carousel.preview.slide', { link: row.link || t('carousel.noLink') }),
            }))}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
