import type { FieldControlProps } from '@vending/ui';
import { ImageUpload } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { requireSuccess } from '../requireSuccess';

/**
 * An image form field: the ui's ImageUpload sending the file to `uploadImage`; its value is
 * the uploaded file's URL as the server answered it (empty for none).
 */
export function ImageField({ value, onValueChange, ...props }: Partial<FieldControlProps>) {
  const api = useApi();
  const { t } = useTranslation();
  return (
    <ImageUpload
      {...props}
      value={typeof value === 'string' && value !== '' ? value : null}
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
