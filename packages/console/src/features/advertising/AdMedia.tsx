import { mediaIsOfKind, uploadKinds, type AdvertisementMediaKind } from '@vending/contract';
import { Button, describeBytes, Dialog, DialogContent, useFormApi, type FieldControlProps } from '@vending/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { ImageField } from '../../lib/resource/ImageField';
import { requireSuccess } from '../../lib/requireSuccess';
import { lazyMessage } from '../../lib/toasts';

/** The server's limit for videos (UPLOAD_MAX_VIDEO_BYTES): checked here first to say so at once. */
export const MAX_VIDEO_BYTES = 50 * 1_048_576;

/** A play triangle drawn over a video tile. */
function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M8 5.5v13a.5.5 0 0 0 .77.42l10-6.5a.5.5 0 0 0 0-.84l-10-6.5A.5.5 0 0 0 8 5.5Z" />
    </svg>
  );
}

/**
 * An advertisement's media in a table cell: the image as a thumbnail, a video as a dark tile
 * with a play button that opens it in a dialog (muted, with controls).
 */
export function MediaThumb({
  kind,
  media,
  title,
  decorative = false,
}: {
  kind: AdvertisementMediaKind;
  media: string;
  title: string;
  /** The title is written beside it: the image says nothing more (the play button still names it). */
  decorative?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const src = assetUrl(media);
  if (kind === 'image')
    return (
      <img
        src={src}
        alt={decorative ? '' : title}
        loading="lazy"
        className="h-9 w-16 rounded border border-border bg-surface-muted object-cover"
      />
    );
  return (
    <>
      <button
        type="button"
        aria-label={t('advertisements.media.play', { title })}
        onClick={() => setOpen(true)}
        className="flex h-9 w-16 items-center justify-center rounded border border-border bg-black text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <PlayMark />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent
            title={t('advertisements.media.preview', { title })}
            footer={<Button onClick={() => setOpen(false)}>{t('advertisements.media.close')}</Button>}
          >
            <video src={src} controls muted autoPlay playsInline className="aspect-video w-full rounded bg-black" />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

/** A video form field: pick an MP4 or WebM (checked for type and size), upload it, preview it muted. */
function VideoField({
  id,
  value,
  onValueChange,
  onBlur,
  ref,
  disabled,
  invalid,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
}: FieldControlProps) {
  const { t } = useTranslation();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);
  const url = typeof value === 'string' && value !== '' ? value : null;
  const accepted: readonly string[] = uploadKinds.video.mediaTypes;

  async function pick(file: File) {
    const byName = uploadKinds.video.extensions.some((extension) => file.name.toLowerCase().endsWith(extension));
    if (!accepted.includes(file.type) && !byName) {
      lazyMessage.error(t('advertisements.media.wrongType'));
      return;
    }
    if (file.size > MAX_VIDEO_BYTES) {
      lazyMessage.error(t('advertisements.media.tooLarge', { size: describeBytes(MAX_VIDEO_BYTES) }));
      return;
    }
    setUploading(true);
    try {
      // A refusal (not a video by its content, too large) is shown by requireSuccess.
      const uploaded = requireSuccess(await api.call('uploadVideo', { file }), t('advertisements.media.failed'));
      onValueChange(uploaded.url);
    } catch {
      // Shown already; the field keeps what it had.
    } finally {
      setUploading(false);
      onBlur();
    }
  }

  return (
    <div
      role="group"
      id={id}
      aria-labelledby={labelledBy}
      aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
      className="flex items-start gap-3"
      data-invalid={invalid || undefined}
    >
      {url ? (
        <video
          src={assetUrl(url)}
          controls
          muted
          playsInline
          aria-label={t('advertisements.media.videoPreview')}
          className="aspect-video w-48 rounded border border-border bg-black"
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          type="file"
          hidden
          accept={[...accepted, ...uploadKinds.video.extensions].join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
        <Button ref={ref} disabled={disabled} loading={uploading} onClick={() => input.current?.click()}>
          {uploading
            ? t('advertisements.media.uploading')
            : url
              ? t('advertisements.media.replaceVideo')
              : t('advertisements.media.pickVideo')}
        </Button>
        {url ? (
          <Button variant="text" disabled={disabled || uploading} onClick={() => onValueChange('')}>
            {t('advertisements.media.removeVideo')}
          </Button>
        ) : null}
        {/* The one size hint, as the image upload says its own (the field has no other). */}
        <p id={hintId} className="text-xs text-text-muted">
          {t('advertisements.media.videoHint', { size: describeBytes(MAX_VIDEO_BYTES) })}
        </p>
      </div>
    </div>
  );
}

/**
 * The advertisement form's media: an image upload or a video upload by the media kind chosen
 * in the same form; a file of the other kind is let go when the kind changes.
 */
export function MediaField(props: FieldControlProps) {
  const form = useFormApi();
  const kind = String(form.watch('mediaKind') ?? '') === 'video' ? 'video' : 'image';
  const { value, onValueChange } = props;
  const shownKind = useRef(kind);
  useEffect(() => {
    if (shownKind.current === kind) return;
    shownKind.current = kind;
    // The kind changed: a file of the other kind goes (the server would refuse it anyway).
    if (typeof value === 'string' && value !== '' && !mediaIsOfKind(value, kind)) onValueChange('');
  }, [kind, value, onValueChange]);
  return kind === 'video' ? <VideoField {...props} /> : <ImageField {...props} />;
}
