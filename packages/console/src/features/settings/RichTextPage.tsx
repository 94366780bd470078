import { Button, PageTabs, RichTextEditor, SanitizedHtml, Textarea, formatDateTime } from '@vending/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../api/refusal';
import { useApi } from '../../api/services';
import { registerPageWords } from '../../i18n/pageWords';
import { CallFallback } from '../../lib/CallFallback';
import { fieldHeader } from '../../lib/resource/fieldLabel';
import { useCall } from '../../lib/useCall';
import { richTextWords } from './richTextWords';
import { lazyMessage } from '../../lib/toasts';

// These pages' words come with their chunk, not in the first bundle.
registerPageWords(richTextWords);

/** The three rich-text pages: the key of their words and the calls that read and save each. */
export const richTextPages = {
  tutorial: { get: 'getNovice', save: 'updateNovice' },
  service: { get: 'getServiceTerms', save: 'updateServiceTerms' },
  aboutUs: { get: 'getAboutUs', save: 'updateAboutUs' },
} as const;
export type RichTextKind = keyof typeof richTextPages;

interface Saved {
  html: string;
  updatedBy: string | null;
  updateTime: string | null;
}

/**
 * A rich text members read (新手教程, 服务条款, 关于我们): edited in the editor or as HTML source,
 * previewed as members will see it, saved through the page's call. The server sanitizes what it
 * keeps; the preview sanitizes too, so what it shows is what members get.
 */
export function RichTextPage({ kind }: { kind: RichTextKind }) {
  const { t } = useTranslation();
  const calls = richTextPages[kind];
  const record = useCall(calls.get, {});
  const title = t(`richText.titles.${kind}`);
  const data = record.data as Saved | undefined;
  return (
    <section aria-label={title} className="grid max-w-4xl gap-4 rounded-lg bg-surface p-6">
      <h1 className="text-lg font-semibold text-text">{title}</h1>
      {data?.updatedBy && data.updateTime ? (
        <p className="text-sm text-text-secondary">
          {t('common.lastSaved', { name: data.updatedBy, time: formatDateTime(data.updateTime) })}
        </p>
      ) : null}
      <CallFallback call={record} height={240} />
      {data === undefined ? null : (
        // A text read again (after a save) starts the draft afresh.
        <RichTextForm
          key={`${data.updateTime ?? ''}:${data.html}`}
          saved={data.html}
          save={calls.save}
          onSaved={record.reload}
        />
      )}
    </section>
  );
}

function RichTextForm({
  saved,
  save,
  onSaved,
}: {
  saved: string;
  save: (typeof richTextPages)[RichTextKind]['save'];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [html, setHtml] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const invalid = refusal !== null;
  const described = invalid ? { 'aria-describedby': errorId } : {};

  function change(next: string) {
    setHtml(next);
    setRefusal(null);
  }

  async function submit() {
    setSaving(true);
    try {
      const answer = await api.call(save, { html });
      if (answer.code === 1) {
        lazyMessage.success(t('common.saved'));
        onSaved();
        return;
      }
      // A refusal stays under the text, which is kept; other codes the HTTP client has shown.
      const refused = refusalOf(answer);
      if (refused) setRefusal(refused.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-3">
      <PageTabs
        label={t('richText.modes')}
        tabs={[
          {
            value: 'edit',
            label: t('richText.tabs.edit'),
            content: (
              <RichTextEditor
                aria-label={fieldHeader(t, 'richText', 'html')}
                value={html}
                onValueChange={change}
                invalid={invalid}
                {...described}
              />
            ),
          },
          {
            value: 'source',
            label: t('richText.tabs.source'),
            content: (
              <div className="grid gap-1">
                <Textarea
                  aria-label={t('richText.tabs.source')}
                  rows={12}
                  className="font-mono"
                  value={html}
                  onValueChange={change}
                  invalid={invalid}
                  {...described}
                />
                <p className="text-xs text-text-secondary">{t('richText.help.source')}</p>
              </div>
            ),
          },
          {
            value: 'preview',
            label: t('richText.tabs.preview'),
            content: (
              <div className="grid gap-2">
                <p className="text-xs text-text-secondary">{t('richText.help.preview')}</p>
                <section
                  aria-label={t('richText.tabs.preview')}
                  className="min-h-24 rounded-md border border-border p-4"
                >
                  {html ? (
                    <SanitizedHtml html={html} className="text-sm" />
                  ) : (
                    <p className="text-text-muted">{t('richText.empty')}</p>
                  )}
                </section>
              </div>
            ),
          },
        ]}
      />
      {invalid ? (
        <p id={errorId} role="alert" className="text-sm text-danger-text">
          {refusal}
        </p>
      ) : null}
      <div>
        <Button variant="primary" loading={saving} onClick={() => void submit()}>
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
