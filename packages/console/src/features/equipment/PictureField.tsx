import { ImageUpload, type FieldControlProps } from '@vending/ui';
import { useCallback } from 'react';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { requireSuccess } from '../../lib/requireSuccess';

/**
 * A picture field of a declared form: the image goes to the uploads call and the field keeps
 * its URL ('' for none, as the form sends it).
 */
export function PictureField({ value, onValueChange, ref: _ref, ...control }: FieldControlProps) {
  const api = useApi();
  const upload = useCallback(
    async (file: File) => requireSuccess(await api.call('uploadImage', { file }), '').url,
    [api],
  );
  return (
    <ImageUpload
      {...control}
      // A stored relative path is shown from the static base URL; the field keeps what was stored.
      value={typeof value === 'string' && value !== '' ? (assetUrl(value) ?? null) : null}
      onValueChange={(url) => onValueChange(url ?? '')}
      upload={upload}
    />
  );
}
