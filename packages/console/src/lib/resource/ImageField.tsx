import type { FieldControlProps } from '@vending/ui';
import { ImageUpload, UploadRefused } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { refusalOf } from '../../api/refusal';
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
        const answer = await api.call('uploadImage', { file });
        // A refused file (not an image, too large): its reason under the picker, said once.
        const refusal = refusalOf(answer);
        if (refusal?.message) throw new UploadRefused(refusal.message);
        const uploaded = requireSuccess(answer, t('common.flagFailed'));
        onProgress(100);
        return uploaded.url;
      }}
    />
  );
}
