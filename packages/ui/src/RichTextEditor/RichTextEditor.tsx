import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../lib/cn';
import { useControlSize, useUiMessage, type ControlSize } from '../provider/UiProvider';
import type { UiMessageKey } from '../provider/messages';
import { LinkTool } from './LinkTool';
import { richTextContentClass } from './sanitizeHtml';
import type { FormControlProps } from '../lib/formControlProps';

/** What a Field (or a caller) can do with the editor from outside. */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps extends FormControlProps {
  /** HTML. The editor only produces its own small set of tags; display it with SanitizedHtml. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (html: string) => void;
  ref?: Ref<RichTextEditorHandle>;
}

type Mark = 'bold' | 'italic' | 'bulletList' | 'orderedList';

const tools: readonly { mark: Mark; label: UiMessageKey; icon: LucideIcon; toggle: (editor: Editor) => void }[] = [
  { mark: 'bold', label: 'formEditorBold', icon: Bold, toggle: (editor) => editor.chain().focus().toggleBold().run() },
  {
    mark: 'italic',
    label: 'formEditorItalic',
    icon: Italic,
    toggle: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    mark: 'bulletList',
    label: 'formEditorBulletList',
    icon: List,
    toggle: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    mark: 'orderedList',
    label: 'formEditorOrderedList',
    icon: ListOrdered,
    toggle: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

const toolButtonClass =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded text-text-muted hover:bg-surface-muted hover:text-text focus-visible:-outline-offset-2 aria-pressed:bg-primary-soft aria-pressed:text-primary-text disabled:cursor-not-allowed disabled:opacity-50';

const editorTextSizes: Record<ControlSize, string> = { default: 'text-sm', small: 'text-[13px]', mini: 'text-xs' };

/**
 * Rich text on tiptap (StarterKit) with a small toolbar: bold, italic, bulleted and numbered
 * lists (Ctrl+B / Ctrl+I work too), and links (http, https, mailto). The toolbar is one tab stop; arrow keys move inside it.
 */
export function RichTextEditor({
  value,
  defaultValue = '',
  onValueChange,
  onBlur,
  invalid = false,
  disabled = false,
  size,
  id,
  className,
  ref,
  name: _name,
  ...aria
}: RichTextEditorProps) {
  const resolvedSize = useControlSize(size);
  const message = useUiMessage();
  const fallbackId = useId();
  const editorId = id ?? fallbackId;
  // The latest callbacks, read by the editor's handlers (created once with the editor).
  const callbacks = useRef({ onValueChange, onBlur });
  useEffect(() => {
    callbacks.current = { onValueChange, onBlur };
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Links open only from displayed text (SanitizedHtml), never on a click while editing.
        link: { openOnClick: false, autolink: true, protocols: [], HTMLAttributes: { target: null } },
        underline: false,
        heading: { levels: [2, 3] },
      }),
    ],
    content: value ?? defaultValue,
    editable: !disabled,
    onUpdate: ({ editor: current }) => callbacks.current.onValueChange?.(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const attributes = {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    ...(aria['aria-label'] ? { 'aria-label': aria['aria-label'] } : {}),
    ...(aria['aria-labelledby'] ? { 'aria-labelledby': aria['aria-labelledby'] } : {}),
    ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
    ...(aria['aria-required'] ? { 'aria-required': 'true' } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
    class: cn('min-h-24 px-2 py-1.5 outline-none', richTextContentClass, editorTextSizes[resolvedSize]),
  };
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  const moveInToolbar = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const buttons = [...event.currentTarget.querySelectorAll('button')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[(index + step + buttons.length) % buttons.length];
    buttons.forEach((button) => (button.tabIndex = button === next ? 0 : -1));
    next?.focus();
    event.preventDefault();
  };

  return (
    <div
      data-slot="rich-text-editor"
      data-size={resolvedSize}
      data-state={invalid ? 'invalid' : 'valid'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(
        'flex w-full min-w-0 flex-col rounded border border-border bg-surface text-text',
        'hover:border-border-strong has-[[contenteditable]:focus]:border-primary has-[[contenteditable]:focus]:ring-2 has-[[contenteditable]:focus]:ring-focus/25',
        'data-invalid:border-danger data-invalid:has-[[contenteditable]:focus]:border-danger data-invalid:has-[[contenteditable]:focus]:ring-danger/25',
        'data-disabled:bg-surface-muted data-disabled:text-text-subtle',
        className,
      )}
    >
      <div
        role="toolbar"
        aria-label={message('formEditorToolbar')}
        aria-controls={editorId}
        data-slot="rich-text-editor-toolbar"
        className="flex gap-0.5 border-b border-border p-1"
        onKeyDown={moveInToolbar}
      >
        {tools.map((tool, index) => {
          const Glyph = tool.icon;
          return (
            <button
              key={tool.mark}
              type="button"
              tabIndex={index === 0 ? 0 : -1}
              aria-label={message(tool.label)}
              aria-pressed={active[tool.mark]}
              disabled={disabled}
              className={toolButtonClass}
              onClick={() => tool.toggle(editor)}
            >
              <Glyph aria-hidden className="size-4" />
            </button>
          );
        })}
        <LinkTool editor={editor} active={active.link} disabled={disabled} tabIndex={-1} className={toolButtonClass} />
      </div>
      <EditorContent editor={editor} data-slot="rich-text-editor-content" />
    </div>
  );
}
