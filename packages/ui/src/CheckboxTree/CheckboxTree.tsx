import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, ChevronRight, Minus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../lib/cn';
import { useControllableValue } from '../lib/useControllableValue';
import { checkStateOf, toggleNode, type CheckboxTreeNode } from './checkboxTree';

export interface CheckboxTreeProps {
  /** The tree's accessible name (e.g. 可访问的菜单). */
  label: string;
  nodes: readonly CheckboxTreeNode[];
  /** Checked leaf ids (controlled). */
  checked?: readonly string[];
  defaultChecked?: readonly string[];
  onCheckedChange?: (checked: string[]) => void;
  disabled?: boolean;
  /** Groups open at first; all by default. */
  defaultExpanded?: readonly string[];
  className?: string;
}

interface NodeProps {
  node: CheckboxTreeNode;
  checked: ReadonlySet<string>;
  onToggle: (node: CheckboxTreeNode) => void;
  expanded: ReadonlySet<string>;
  onExpandedChange: (id: string, open: boolean) => void;
  disabled: boolean;
}

function TreeNode({ node, checked, onToggle, expanded, onExpandedChange, disabled }: NodeProps) {
  const labelId = useId();
  const groupId = useId();
  const state = checkStateOf(node, checked);
  const isGroup = Boolean(node.children?.length);
  const open = expanded.has(node.id);
  return (
    <li
      data-slot="checkbox-tree-node"
      data-state={state === 'indeterminate' ? 'indeterminate' : state ? 'checked' : 'unchecked'}
    >
      <div className="flex min-h-7 items-center gap-1.5">
        {isGroup ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={groupId}
            aria-labelledby={labelId}
            className="inline-flex size-5 cursor-pointer items-center justify-center rounded text-text-muted hover:bg-surface-muted"
            onClick={() => onExpandedChange(node.id, !open)}
          >
            <ChevronRight aria-hidden className={cn('size-3.5 transition-transform', open && 'rotate-90')} />
          </button>
        ) : (
          <span aria-hidden className="inline-block size-5" />
        )}
        <Checkbox.Root
          checked={state}
          disabled={disabled}
          aria-labelledby={labelId}
          onCheckedChange={() => onToggle(node)}
          className="inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-border-strong bg-surface text-on-solid disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary"
        >
          <Checkbox.Indicator>
            {state === 'indeterminate' ? (
              <Minus aria-hidden className="size-3" />
            ) : (
              <Check aria-hidden className="size-3" />
            )}
          </Checkbox.Indicator>
        </Checkbox.Root>
        <span id={labelId} className={cn('text-xs text-text select-none', isGroup && 'font-medium')}>
          {node.label}
        </span>
      </div>
      {isGroup ? (
        <ul id={groupId} role="list" hidden={!open} className="ml-6">
          {node.children?.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              checked={checked}
              onToggle={onToggle}
              expanded={expanded}
              onExpandedChange={onExpandedChange}
              disabled={disabled}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Checkboxes in a tree: a group's box checks or clears all its leaves and shows a mixed state
 * when some are checked. Each box is an ordinary checkbox (Tab to it, Space to toggle); groups
 * fold with a button that says whether they are expanded.
 */
export function CheckboxTree({
  label,
  nodes,
  checked,
  defaultChecked = [],
  onCheckedChange,
  disabled = false,
  defaultExpanded,
  className,
}: CheckboxTreeProps) {
  const [checkedIds, setCheckedIds] = useControllableValue<readonly string[]>(
    checked,
    defaultChecked,
    onCheckedChange as ((value: readonly string[]) => void) | undefined,
  );
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(defaultExpanded ?? nodes.filter((node) => node.children?.length).map((node) => node.id)),
  );
  const checkedSet = new Set(checkedIds);
  return (
    <ul role="list" aria-label={label} data-slot="checkbox-tree" className={cn('grid gap-0.5', className)}>
      {nodes.map((node) => (
        <TreeNode
          key={node.id}
          node={node}
          checked={checkedSet}
          onToggle={(target) => setCheckedIds([...toggleNode(target, checkedSet)])}
          expanded={expanded}
          onExpandedChange={(id, open) =>
            setExpanded((current) => {
              const next = new Set(current);
              if (open) next.add(id);
              else next.delete(id);
              return next;
            })
          }
          disabled={disabled}
        />
      ))}
    </ul>
  );
}
