import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface PageTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface PageTabsProps {
  tabs: PageTab[];
  /** Names the tab list for screen readers (订单详情). */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** Tabs across the top of a page's content; arrow keys move between them. */
export function PageTabs({ tabs, label, value, defaultValue, onValueChange, className }: PageTabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="page-tabs"
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={onValueChange}
      className={cn('text-text', className)}
    >
      <TabsPrimitive.List aria-label={label} className="flex gap-6 border-b border-border">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={cn(
              '-mb-px cursor-pointer border-b-2 border-transparent px-1 py-2.5 text-sm text-text-muted',
              'hover:text-primary-text data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary-text',
              'disabled:cursor-not-allowed disabled:opacity-50',
            )}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="pt-4 text-sm">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
