import { activityFlow, type RequestInput } from '@vending/contract';
import {
  Button,
  DatePicker,
  Form,
  FormSubmit,
  formatDateTime,
  formatDay,
  parseDay,
  RadioGroup,
  type FieldControlProps,
} from '@vending/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registerPageWords } from '../../i18n/pageWords';
import type { FormFieldDeclaration } from '../../lib/resource/declaration';
import { DeclaredFields } from '../../lib/resource/DeclaredFields';
import { useCallForm } from '../../lib/resource/useCallForm';
import { useCall } from '../../lib/useCall';
import { useConfirm } from '../../lib/useConfirm';
import { activityWords } from './words';
import { lazyMessage } from '../../lib/toasts';

// This page's words come with its chunk, not in the first bundle.
registerPageWords(activityWords);

type Values = {
  title: string;
  content: string;
  audienceKind: 'all' | 'filter';
  keyword: string;
  /** 'any', '1' or '0': a form value of its own (the call's isFlag has no "any"). */
  memberStatus: string;
  startTime: string;
  endTime: string;
  sendMode: 'now' | 'scheduled';
  sendAt: string;
};

const emptyForm: Values = {
  title: '',
  content: '',
  audienceKind: 'all',
  keyword: '',
  memberStatus: 'any',
  startTime: '',
  endTime: '',
  sendMode: 'now',
  sendAt: '',
};

type Audience = Pick<RequestInput<'pushActivity'>, 'audienceKind' | 'keyword' | 'isFlag' | 'startTime' | 'endTime'>;

/** What the call is sent: the filters only when filtering, and only those given. */
function audienceOf(values: Values): Audience {
  if (values.audienceKind === 'all') return { audienceKind: 'all' };
  const keyword = values.keyword.trim();
  return {
    audienceKind: 'filter',
    ...(keyword && { keyword }),
    ...(values.memberStatus !== 'any' && { isFlag: values.memberStatus === '1' ? 1 : 0 }),
    ...(values.startTime && { startTime: values.startTime }),
    ...(values.endTime && { endTime: values.endTime }),
  };
}

function DayField({ value, onValueChange, ...control }: FieldControlProps) {
  // Held as the date filters hold a day: `YYYY-MM-DD`, '' for none.
  return (
    <DatePicker
      {...control}
      clearable
      value={typeof value === 'string' ? parseDay(value) : null}
      onValueChange={(next) => onValueChange(formatDay(next))}
    />
  );
}

/** A choice among fixed values, worded `activityPush.options.<name>.<value>`. */
function choiceRadios(name: 'audienceKind' | 'sendMode', values: readonly string[]) {
  return function ChoiceRadios({ value, onValueChange, ...control }: FieldControlProps) {
    const { t } = useTranslation();
    return (
      <RadioGroup
        {...control}
        orientation="horizontal"
        value={String(value)}
        onValueChange={onValueChange}
        options={values.map((choice) => ({ value: choice, label: t(`activityPush.options.${name}.${choice}`) }))}
      />
    );
  };
}
const AudienceKindRadios = choiceRadios('audienceKind', ['all', 'filter']);
const SendModeRadios = choiceRadios('sendMode', ['now', 'scheduled']);

const messageFields: readonly FormFieldDeclaration<string>[] = [
  { name: 'title', control: 'text' },
  { name: 'content', control: 'textarea' },
  { name: 'audienceKind', control: 'text', render: (control) => <AudienceKindRadios {...control} /> },
];
const filterFields: readonly FormFieldDeclaration<string>[] = [
  { name: 'keyword', control: 'text' },
  { name: 'memberStatus', control: 'select', choices: ['any', '1', '0'] },
  { name: 'startTime', control: 'dateTime', render: (control) => <DayField {...control} /> },
  { name: 'endTime', control: 'dateTime', render: (control) => <DayField {...control} /> },
];
const sendModeField: readonly FormFieldDeclaration<string>[] = [
  { name: 'sendMode', control: 'text', render: (control) => <SendModeRadios {...control} /> },
];
const sendAtField: readonly FormFieldDeclaration<string>[] = [{ name: 'sendAt', control: 'dateTime', required: true }];

/** Waits until the value has stayed the same for a moment (typing a keyword asks once). */
function useSettled<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** How many members the audience reaches, asked again as the filters change. */
function AudienceCount({ audience, onCount }: { audience: Audience; onCount: (count: number | undefined) => void }) {
  const { t } = useTranslation();
  const settled = useSettled(audience, 300);
  const inOrder = !settled.startTime || !settled.endTime || settled.startTime <= settled.endTime;
  const counted = useCall('countActivityAudience', inOrder ? settled : { audienceKind: 'all' });
  const count = inOrder && JSON.stringify(settled) === JSON.stringify(audience) ? counted.data?.count : undefined;
  const loading = count === undefined || counted.status === 'loading';
  useEffect(() => onCount(loading ? undefined : count), [count, loading, onCount]);
  return (
    // In the controls' column, under the filters it counts.
    <p
      role="status"
      aria-live="polite"
      className="text-sm font-medium text-text [margin-inline-start:calc(var(--vc-form-label-width)+0.75rem)]"
    >
      {loading
        ? t('activityPush.audienceCounting')
        : count === 0
          ? t('activityPush.audienceEmpty')
          : t('activityPush.audienceCount', { count })}
    </p>
  );
}

/**
 * 活动推送: a title and content for the members' inbox, the audience (all members or the member
 * list's filters, with the number it reaches shown before sending), sent now or at a time.
 */
export default function ActivityPushPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, confirmDialog } = useConfirm();
  const [audienceSize, setAudienceSize] = useState<number | undefined>(undefined);
  // A new key after a send starts the form afresh.
  const [round, setRound] = useState(0);

  const push = useCallForm<Values, 'pushActivity'>({
    call: 'pushActivity',
    confirm: (values) =>
      confirm(
        values.sendMode === 'scheduled'
          ? {
              title: t('activityPush.confirmSchedule', { title: values.title, time: formatDateTime(values.sendAt) }),
              description: t('activityPush.confirmScheduleDescription', { count: audienceSize ?? 0 }),
            }
          : { title: t('activityPush.confirmSend', { title: values.title, count: audienceSize ?? 0 }) },
      ),
    request: (values) => ({
      title: values.title,
      content: values.content,
      ...audienceOf(values),
      sendMode: values.sendMode,
      ...(values.sendMode === 'scheduled' && { sendAt: values.sendAt }),
    }),
    onSaved: (values, sent) => {
      lazyMessage.success(
        sent.status === activityFlow.values.sent
          ? t('activityPush.sent', { count: sent.audienceSize })
          : t('activityPush.scheduled', { time: formatDateTime(values.sendAt) }),
      );
      setRound((previous) => previous + 1);
    },
  });

  return (
    <section aria-labelledby="activity-push-title" className="grid max-w-2xl gap-4 rounded-lg bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="activity-push-title" className="text-lg font-semibold text-text">
          {t('routes.SystemMessage')}
        </h1>
        <Button variant="link" onClick={() => navigate('/system/messageList')}>
          {t('activityPush.viewList')}
        </Button>
      </div>
      <Form<Values> key={round} defaultValues={emptyForm} {...push.formProps}>
        {(formApi) => {
          push.bind(formApi);
          const values = formApi.watch();
          return (
            <>
              <DeclaredFields namespace="activityPush" call="pushActivity" fields={messageFields} editing={false} />
              {values.audienceKind === 'filter' ? (
                <DeclaredFields namespace="activityPush" call="pushActivity" fields={filterFields} editing={false} />
              ) : null}
              <AudienceCount audience={audienceOf(values)} onCount={setAudienceSize} />
              <DeclaredFields namespace="activityPush" call="pushActivity" fields={sendModeField} editing={false} />
              {values.sendMode === 'scheduled' ? (
                <DeclaredFields namespace="activityPush" call="pushActivity" fields={sendAtField} editing={false} />
              ) : null}
              <div>
                <FormSubmit disabled={audienceSize === 0}>
                  {values.sendMode === 'scheduled' ? t('activityPush.schedule') : t('activityPush.send')}
                </FormSubmit>
              </div>
            </>
          );
        }}
      </Form>
      {confirmDialog}
    </section>
  );
}
