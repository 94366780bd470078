import { PlaceSearch, useFormApi, type FieldControlProps, type PlaceOption } from '@vending/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';

export interface PlaceFieldProps extends Partial<FieldControlProps> {
  /** The form fields the chosen place's coordinates go to. */
  latitudeField?: string;
  longitudeField?: string;
}

/**
 * An address field of a declared form that suggests places through the server's place search
 * (the maps service's key stays on the server) and fills the coordinates of the place chosen.
 * With no maps service configured it is a plain address field; the coordinates are typed.
 */
export function PlaceField({
  value,
  onValueChange,
  latitudeField = 'latitude',
  longitudeField = 'longitude',
  ...control
}: PlaceFieldProps) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useFormApi();
  const [searchable, setSearchable] = useState(true);

  const loadSuggestions = useCallback(
    async (keyword: string): Promise<readonly PlaceOption[]> => {
      const answer = await api.call('searchPlaces', { keyword }, { answerAnyCode: true });
      if (answer.code !== 1) throw new Error(answer.msg);
      if (!answer.data.enabled) setSearchable(false);
      return answer.data.suggestions;
    },
    [api],
  );

  function fill(place: PlaceOption) {
    if (place.latitude === null || place.longitude === null) return;
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue(latitudeField, String(place.latitude), options);
    form.setValue(longitudeField, String(place.longitude), options);
  }

  return (
    <PlaceSearch
      {...control}
      value={typeof value === 'string' ? value : ''}
      onValueChange={(text) => onValueChange?.(text)}
      loadSuggestions={loadSuggestions}
      onSelect={fill}
      searchable={searchable}
      placeholder={t('places.placeholder')}
    />
  );
}
