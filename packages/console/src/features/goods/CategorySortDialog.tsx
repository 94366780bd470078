import type { GoodsCategoryRow } from '@vending/contract';
import { Avatar } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../config/assets';
import { SortDialog } from '../../lib/resource/SortDialog';

/** Puts the categories in order and saves the whole order in one call. */
export function CategorySortDialog({ close, saved }: { close: () => void; saved: (message?: string) => void }) {
  const { t } = useTranslation();
  return (
    <SortDialog<GoodsCategoryRow>
      namespace="goodsCategories"
      list="getGoodsCategoryList"
      save="sortGoodsCategories"
      idsParam="categoryIds"
      rowId={(row) => row.categoryId}
      item={(row) => ({
        label: row.name,
        leading: <Avatar size="mini" shape="square" src={assetUrl(row.icon)} name={row.name} />,
        trailing: (
          <span className="text-text-muted tabular-nums">
            {t('goodsCategories.fields.goodsCount')} {row.goodsCount}
          </span>
        ),
      })}
      close={close}
      saved={saved}
    />
  );
}
