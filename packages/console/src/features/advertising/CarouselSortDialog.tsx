import type { CarouselRow } from '@vending/contract';
import { Avatar, Tag } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../config/assets';
import { SortDialog } from '../../lib/resource/SortDialog';

/** Puts the carousel in order and saves the whole order in one call. */
export function CarouselSortDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  return (
    <SortDialog<CarouselRow>
      namespace="carousel"
      list="getCarouselList"
      save="sortCarouselImages"
      idsParam="imageIds"
      rowId={(row) => row.imageId}
      item={(row) => {
        const label = t('carousel.sort.item', { id: row.imageId });
        return {
          label,
          leading: <Avatar size="mini" shape="square" src={assetUrl(row.image)} name={label} />,
          trailing: (
            <span className="flex min-w-0 items-center gap-2">
              <span className="max-w-48 truncate text-text-muted">{row.link || t('carousel.noLink')}</span>
              {row.isFlag === 0 ? <Tag tone="info">{t('carousel.sort.disabled')}</Tag> : null}
            </span>
          ),
        };
      }}
      close={close}
      saved={saved}
    />
  );
}
