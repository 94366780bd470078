import { DISPENSING_SCREEN_RATIO } from '@vending/contract';
import type { FieldControlProps } from '@vending/ui';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../config/assets';
import { registerPageWords } from '../../i18n/pageWords';
import { settingsPage } from '../../lib/resource/declaration';
import { ImageField } from '../../lib/resource/ImageField';
import { SettingsPage } from '../../lib/resource/SettingsPage';
import { advertisingWords } from './words';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(advertisingWords);

const { width, height } = DISPENSING_SCREEN_RATIO;

/** The upload, and beside it the chosen image as the dispensing screen frames it. */
function ScreenImageField(control: FieldControlProps) {
  const { t } = useTranslation();
  const src = assetUrl(control.value);
  const caption = t('sendGoodsPic.preview', { ratio: `${width}:${height}` });
  return (
    <div className="flex flex-wrap items-start gap-6">
      <ImageField {...control} />
      <figure className="flex w-80 max-w-full flex-col gap-1">
        <div
          className="flex items-center justify-center overflow-hidden rounded border border-border bg-black"
          style={{ aspectRatio: `${width} / ${height}` }}
        >
          {src ? (
            <img src={src} alt={caption} className="size-full object-contain" />
          ) : (
            <span className="text-sm text-white/80">{t('sendGoodsPic.previewEmpty')}</span>
          )}
        </div>
        <figcaption className="text-xs text-text-muted">{caption}</figcaption>
      </figure>
    </div>
  );
}

export const sendGoodsPicSettings = settingsPage({
  namespace: 'sendGoodsPic',
  get: 'getSendGoodsPic',
  save: 'updateSendGoodsPic',
  fields: [{ name: 'image', control: 'image', render: (control) => <ScreenImageField {...control} /> }],
});

/** 出货屏广告图: the one image the devices show while dispensing, previewed at the screen's proportions. */
export default function SendGoodsPicPage() {
  const { t } = useTranslation();
  return <SettingsPage page={sendGoodsPicSettings} title={t('sendGoodsPic.title')} />;
}
