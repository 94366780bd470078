import { transitFeedbackRequest, type FeedbackDetail } from '@vending/contract';
import { feedbackFlow, stateOf } from '@vending/contract/statusFlows';
import {
  Button,
  Card,
  Descriptions,
  Dialog,
  DialogContent,
  Field,
  Form,
  formatDateTime,
  message,
  Tag,
  Textarea,
} from '@vending/ui';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDetailPage } from '../../lib/RecordDetailPage';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { CallFallback } from '../../lib/CallFallback';
import { flowTones } from '../../lib/resource/flowTones';
import { fieldConstraints } from '../../lib/resource/schemaRules';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';
import { useConfirm } from '../../lib/useConfirm';
import { registerPageWords } from '../../i18n/pageWords';
import { feedbackWords } from './words';
// The flows' words come with the modules that show a flow.
import '../../i18n/flowWords';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(feedbackWords);

/** The longest reply, as the contract's transition request takes it. */
const REPLY_MAX_LENGTH = fieldConstraints(transitFeedbackRequest.shape.text).maxLength ?? 2_000;

/** The pictures a member sent, each opening a larger preview (Escape or the close button leaves it). */
function Pictures({ images }: { images: readonly string[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (images.length === 0) return null;
  return (
    <section aria-label={t('feedbackDetail.images')} className="flex flex-wrap gap-3">
      {images.map((image, index) => (
        <button
          // The same picture may be sent twice.
          key={`${index}-${image}`}
          type="button"
          className="overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-primary"
          onClick={() => setShown(index)}
        >
          <img
            src={assetUrl(image)}
            alt={t('feedbackDetail.imageOf', { index: index + 1 })}
            className="size-24 object-cover"
          />
        </button>
      ))}
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        {shown !== null ? (
          <DialogContent
            title={t('feedbackDetail.preview')}
            description={t('feedbackDetail.imageOf', { index: shown + 1 })}
          >
            <img
              src={assetUrl(images[shown])}
              alt={t('feedbackDetail.imageOf', { index: shown + 1 })}
              className="mx-auto max-h-[60vh] w-full object-contain"
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function Conversation({ detail }: { detail: FeedbackDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="feedback-conversation" className="flex flex-col gap-2">
      <h2 id="feedback-conversation" className="text-sm font-medium">
        {t('feedbackDetail.conversation')}
      </h2>
      {detail.replies.length === 0 ? (
        <p className="text-sm text-text-secondary">{t('feedbackDetail.noReplies')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {detail.replies.map((reply) => (
            <li key={reply.replyId} className="rounded-md border border-border bg-surface-muted px-3 py-2 text-sm">
              <div className="mb-1 flex gap-3 text-xs text-text-secondary">
                <span>{t('feedbackDetail.replyBy', { name: reply.repliedBy ?? '—' })}</span>
                <time dateTime={reply.time}>{formatDateTime(reply.time)}</time>
              </div>
              <p className="whitespace-pre-wrap">{reply.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The reply form and the close button, while the feedback is open; a refused reply keeps its text. */
function Handling({ detail, reload }: { detail: FeedbackDetail; reload: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { confirm, confirmDialog } = useConfirm();
  const form = useRef<UseFormReturn<{ text: string }> | null>(null);
  const state = stateOf(feedbackFlow, detail.status);
  if (state === 'closed') return <p className="text-sm text-text-secondary">{t('feedbackDetail.closed')}</p>;

  async function close() {
    if (!(await confirm({ title: t('feedbackDetail.closeConfirm'), variant: 'danger' }))) return;
    const answer = await api.call('transitFeedback', { feedbackId: detail.feedbackId, action: 'close' });
    if (answer.code === 1) {
      message.success(t('feedbackDetail.closedDone'));
      reload();
    } else showRefusal(answer, null);
  }

  async function reply({ text }: { text: string }) {
    const answer = await api.call('transitFeedback', { feedbackId: detail.feedbackId, action: 'reply', text });
    if (answer.code === 1) {
      message.success(t('feedbackDetail.replied'));
      form.current?.reset({ text: '' });
      reload();
    } else showRefusal(answer, form.current);
  }

  const label = t('feedbackDetail.replyLabel');
  return (
    <>
      <Form<{ text: string }>
        layout="vertical"
        defaultValues={{ text: '' }}
        onSubmit={reply}
        // A refusal was shown above; anything else by the HTTP client. The text stays.
        onSubmitError={() => undefined}
      >
        {(api) => {
          form.current = api;
          return (
            <>
              <Field
                name="text"
                label={label}
                rules={{
                  required: t('feedbackDetail.replyRequired'),
                  maxLength: {
                    value: REPLY_MAX_LENGTH,
                    message: t('common.rules.maxLength', { label, max: REPLY_MAX_LENGTH }),
                  },
                }}
              >
                <Textarea rows={4} placeholder={t('feedbackDetail.replyPlaceholder')} />
              </Field>
              <div className="flex gap-3">
                <Button type="submit" variant="primary" loading={api.formState.isSubmitting}>
                  {t('feedbackDetail.send')}
                </Button>
                <Button variant="danger" onClick={() => void close()}>
                  {t('feedbackDetail.close')}
                </Button>
              </div>
            </>
          );
        }}
      </Form>
      {confirmDialog}
    </>
  );
}

/** One feedback whole: what the member wrote and sent, the conversation, the reply and close. */
export default function FeedbackDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailPage
      headingId="feedback-title"
      title={t('routes.FeedbackDetail')}
      noId={t('feedbackDetail.noId')}
      back={t('feedbackDetail.back')}
      listPath="/feedback/list"
    >
      {(id) => <FeedbackDetailView key={id} feedbackId={id} />}
    </RecordDetailPage>
  );
}

function FeedbackDetailView({ feedbackId }: { feedbackId: number }) {
  const { t } = useTranslation();
  const call = useCall('getFeedbackDetail', { feedbackId });
  const detail = call.data;
  if (call.status !== 'ready' || !detail) return <CallFallback call={call} height={320} />;
  const state = stateOf(feedbackFlow, detail.status);
  return (
    <>
      <Card>
        <Descriptions
          columns={3}
          items={[
            { key: 'member', label: t('feedbackDetail.member'), value: `${detail.nickName} · ${detail.phone}` },
            { key: 'type', label: t('feedbackDetail.type'), value: t(`feedback.options.type.${detail.type}`) },
            {
              key: 'status',
              label: t('feedbackDetail.status'),
              value: state ? <Tag tone={flowTones.feedback[state]}>{t(`flows.feedback.states.${state}`)}</Tag> : '',
            },
            {
              key: 'device',
              label: t('feedbackDetail.device'),
              value: detail.deviceNo ? `${detail.deviceNo} ${detail.deviceName ?? ''}` : '',
            },
            { key: 'createTime', label: t('feedbackDetail.createTime'), value: formatDateTime(detail.createTime) },
            {
              key: 'handled',
              label: t('feedbackDetail.handled'),
              value: detail.handledBy ? `${detail.handledBy} ${formatDateTime(detail.handledTime)}` : '',
            },
          ]}
        />
      </Card>
      <Card>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="feedback-content">
            <h2 id="feedback-content" className="mb-1 text-sm font-medium">
              {t('feedbackDetail.content')}
            </h2>
            <p className="whitespace-pre-wrap text-sm">{detail.content}</p>
          </section>
          <Pictures images={detail.images} />
          <Conversation detail={detail} />
          <Handling detail={detail} reload={call.reload} />
        </div>
      </Card>
    </>
  );
}
