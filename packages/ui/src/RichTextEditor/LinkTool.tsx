import type { Editor } from '@tiptap/react';
import { Link2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { inputBoxVariants } from '../Input/inputVariants';
import { cn } from '../lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '../Popover';
import { useControlSize, useUiMessage } from '../provider/UiProvider';
import { linkHref } from './linkHref';

interface LinkToolProps {
  editor: Editor;
  active: boolean;
  disabled: boolean;
  tabIndex: number;
  className: string;
}

/**
 * The toolbar's link control: a popover with the address (prefilled inside a link), Enter or
 * 确定 applies it to the selection (or inserts the address when nothing is selected), 移除链接
 * unlinks. Only http, https and mailto addresses are accepted.
 */
export function LinkTool({ editor, active, disabled, tabIndex, className }: LinkToolProps) {
  const message = useUiMessage();
  const size = useControlSize();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState(false);
  // After applying, the focus goes to the text, not back to the toolbar button.
  const applied = useRef(false);
  const inputId = useId();
  const problemId = `${inputId}-problem`;

  const openChange = (next: boolean) => {
    if (next) {
      setTyped((editor.getAttributes('link').href as string | undefined) ?? '');
      setProblem(false);
      applied.current = false;
    }
    setOpen(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(typed);
    if (href === null) {
      setProblem(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    applied.current = true;
    setOpen(false);
  };

  const unlink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    applied.current = true;
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger
        type="button"
        tabIndex={tabIndex}
        aria-label={message('formEditorLink')}
        aria-pressed={active}
        disabled={disabled}
        className={className}
      >
        <Link2 aria-hidden className="size-4" />
      </PopoverTrigger>
      <PopoverContent
        title={message('formEditorLink')}
        onCloseAutoFocus={(event) => {
          if (applied.current) event.preventDefault();
        }}
      >
        <form noValidate onSubmit={apply} className="grid gap-2">
          <label htmlFor={inputId} className="text-xs text-text-muted">
            {message('formEditorLinkAddress')}
          </label>
          <input
            id={inputId}
            type="url"
            inputMode="url"
            value={typed}
            placeholder="https://"
            aria-invalid={problem || undefined}
            aria-describedby={problem ? problemId : undefined}
            className={inputBoxVariants({ size })}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(false);
            }}
          />
          {problem ? (
            <p id={problemId} role="alert" className="text-xs text-danger-text">
              {message('formEditorLinkInvalid')}
            </p>
          ) : null}
          <div className={cn('flex gap-2', active ? 'justify-between' : 'justify-end')}>
            {active ? (
              <Button type="button" variant="link" onClick={unlink}>
                {message('formEditorLinkRemove')}
              </Button>
            ) : null}
            <Button type="submit" variant="primary">
              {message('formEditorLinkApply')}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
