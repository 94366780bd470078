import { transitFeedbackRequest, type FeedbackDetail } from '@vending/contract';
import { feedbackFlow, stateOf } from '@vending/contract/statusFlows';
import { Button, Dialog, DialogContent, Field, Form, formatDateTime, formatMoney, Textarea } from '@vending/ui';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/services';
import { assetUrl } from '../../config/assets';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { OrderRefund } from '../../lib/refunds/OrderRefund';
import { detailPage } from '../../lib/resource/detail';
import { DetailPage } from '../../lib/resource/DetailPage';
import type { DetailRuntime } from '../../lib/resource/kinds/kind';
import { fieldConstraints } from '../../lib/resource/schemaRules';
import { showRefusal } from '../../lib/showRefusal';
import { useCall } from '../../lib/useCall';
import { useConfirm } from '../../lib/useConfirm';
import { useAuthStore } from '../../stores/authStore';
import { feedbackWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(feedbackWords);

/** Where an order's detail opens (its own tab); the order list's page holds its calls. */
const ORDER_LIST_PATH = '/equipmentOrders/list';
const orderDetailPath = (orderId: number) => `/equipmentOrders/detail?id=${orderId}`;

/** Whether the administrator may open the orders (and so refund one). */
function useMayOpenOrders(): boolean {
  return useAuthStore((state) => state.session?.paths.has(ORDER_LIST_PATH) ?? false);
}

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
      lazyMessage.success(t('feedbackDetail.closedDone'));
      reload();
    } else showRefusal(answer, null);
  }

  async function reply({ text }: { text: string }) {
    const answer = await api.call('transitFeedback', { feedbackId: detail.feedbackId, action: 'reply', text });
    if (answer.code === 1) {
      lazyMessage.success(t('feedbackDetail.replied'));
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

/** The order a payment complaint is about: what was paid and refunded, and the refund button. */
function OrderOfFeedback({ orderId, page }: { orderId: number; page: DetailRuntime }) {
  const { t } = useTranslation();
  const call = useCall('getOrderDetail', { orderId });
  const order = call.data;
  if (call.status !== 'ready' || !order) return <CallFallback call={call} height={32} />;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-text-secondary">
        {t('feedbackDetail.orderSummary', {
          amount: formatMoney(order.amount, page.currency),
          refunded: formatMoney(order.refunded, page.currency),
        })}
      </span>
      <OrderRefund order={order} onRefunded={call.reload} />
    </div>
  );
}

function LinkedOrder({ detail, page }: { detail: FeedbackDetail; page: DetailRuntime }) {
  const mayOpen = useMayOpenOrders();
  return detail.orderId !== null && mayOpen ? <OrderOfFeedback orderId={detail.orderId} page={page} /> : null;
}

/**
 * One feedback whole: what the member wrote and sent, the order it is about (linked, and
 * refundable), the conversation, the reply and close.
 */
export const feedbackDetailPage = detailPage({
  namespace: 'feedbackDetail',
  get: 'getFeedbackDetail',
  id: 'feedbackId',
  route: 'FeedbackDetail',
  listPath: '/feedback/list',
  cards: [
    {
      sections: [
        {
          kind: 'fields',
          fields: [
            { kind: 'computed', id: 'member', value: (detail) => `${detail.nickName} · ${detail.phone}` },
            { kind: 'computed', id: 'type', value: (detail, { t }) => t(`feedback.options.type.${detail.type}`) },
            { kind: 'status', field: 'status', flow: 'feedback' },
            {
              kind: 'computed',
              id: 'device',
              value: (detail) => (detail.deviceNo ? `${detail.deviceNo} ${detail.deviceName ?? ''}` : ''),
            },
            { kind: 'dateTime', field: 'createTime' },
            {
              kind: 'computed',
              id: 'handled',
              value: (detail) => (detail.handledBy ? `${detail.handledBy} ${formatDateTime(detail.handledTime)}` : ''),
            },
            {
              kind: 'link',
              field: 'orderNo',
              to: (detail) => (detail.orderId === null ? null : orderDetailPath(detail.orderId)),
              shown: (detail) => detail.orderId !== null,
            },
          ],
        },
        { kind: 'custom', render: ({ record, page }) => <LinkedOrder detail={record} page={page} /> },
      ],
    },
    {
      sections: [
        {
          kind: 'custom',
          render: ({ record, page }) => (
            <section aria-labelledby="feedback-content">
              <h2 id="feedback-content" className="mb-1 text-sm font-medium">
                {page.t('feedbackDetail.content')}
              </h2>
              <p className="whitespace-pre-wrap text-sm">{record.content}</p>
            </section>
          ),
        },
        { kind: 'custom', render: ({ record }) => <Pictures images={record.images} /> },
        { kind: 'custom', render: ({ record }) => <Conversation detail={record} /> },
        { kind: 'custom', render: ({ record, page }) => <Handling detail={record} reload={page.reload} /> },
      ],
    },
  ],
});

export default function FeedbackDetailPage() {
  return <DetailPage page={feedbackDetailPage} />;
}
