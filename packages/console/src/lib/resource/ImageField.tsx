import type { FieldControlProps } from '@vending/ui';
import { ImageUpload } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { requireSuccess } from '../requireSuccess';

/**
 * An image form field: the ui's ImageUpload sending the file to `uploadImage`; its value is
 * the uploaded file's URL as the server answered it (empty for none). A stored relative path is
 * shown from the static base URL (docs/SPECIFICATION.md §9); the field keeps what was stored.
 */
export function ImageField({ value, onValueChange, ...props }: Partial<FieldControlProps>) {
  const api = useApi();
  const { t } = useTranslation();
  return (
    <ImageUpload
      {...props}
      value={assetUrl(value) ?? null}
      onValueChange={(url) => onValueChange?.(url ?? '')}
      accept={['image/png', 'image/jpeg', 'image/gif', 'image/webp']}
      upload={async (file, onProgress) => {
        onProgress(10);
        const uploaded = requireSuccess(await api.call('uploadImage', { file }), t('common.flagFailed'));
        onProgress(100);
        return uploaded.url;
      }}
    />
  );
}
