/**
 * Story helpers for the layouts (not exported from the package): labelled placeholder tool
 * widgets (the real header panels are separate components), a demo page with a counter, and a
 * frame that loads the real role-filtered navigation from GET api/common/navigation.
 */
import { useState } from 'react';
import { Button, IconButton } from '@hotel/ui';
import { useOptionalAuth } from '../auth/auth-provider';
import { ErrorPanel } from '../errors/error-panel';
import { useHeaderOverflowItem } from '../header/overflow/header-overflow-context';
import { SettingsDrawer } from '../settings/settings-drawer';
import { ShellLayout } from './layout';
import type { LayoutSlots } from './types';
import { useNavigationRequest } from './use-navigation-request';

/** A placeholder tool: a labelled icon button, which a phone header moves into its overflow menu (where it does nothing). */
function PlaceholderTool({ icon, label }: { icon: string; label: string }) {
  const { collapsed } = useHeaderOverflowItem({ id: label, label, icon, onSelect: () => {} });
  return <IconButton icon={icon} label={label} tooltip={false} className={collapsed ? 'hidden' : undefined} />;
}

const tool = (icon: string, label: string) => <PlaceholderTool icon={icon} label={label} />;

/** Placeholder header tools, each a labelled icon button, in every slot. */
export const placeholderSlots: LayoutSlots = {
  languages: tool('heroicons_outline:language', 'Language (placeholder)'),
  fullscreen: tool('heroicons_outline:arrows-pointing-out', 'Toggle Fullscreen (placeholder)'),
  search: tool('heroicons_outline:magnifying-glass', 'Search (placeholder)'),
  shortcuts: tool('heroicons_outline:squares-plus', 'Shortcuts (placeholder)'),
  messages: tool('heroicons_outline:inbox', 'Messages (placeholder)'),
  notifications: tool('heroicons_outline:bell', 'Notifications (placeholder)'),
  quickChatToggle: tool('heroicons_outline:chat-bubble-left-right', 'Quick chat (placeholder)'),
  user: tool('heroicons_outline:user-circle', 'User menu (placeholder)'),
  quickChat: (
    <aside aria-label="Quick chat (placeholder)" className="sticky top-0 hidden h-dvh w-16 shrink-0 flex-col items-center gap-3 border-s border-border bg-card py-4 lg:flex">
      <IconButton icon="heroicons_outline:chat-bubble-left-right" label="Open quick chat (placeholder)" tooltip={false} />
    </aside>
  ),
};

/** A page with a heading, a counter (its state must survive a layout switch) and some text. */
export function DemoPage({ lines = 6 }: { lines?: number }) {
  const [count, setCount] = useState(0);
  return (
    <div className="flex flex-col gap-4 p-6 md:p-8">
      <h1 className="text-2xl font-bold tracking-tight">Front office</h1>
      <p className="text-muted-foreground">Today’s arrivals, departures and in-house guests.</p>
      <div>
        <Button onClick={() => setCount((n) => n + 1)}>Clicked {count}</Button>
      </div>
      {Array.from({ length: lines }, (_, i) => (
        <p key={i} className="max-w-prose">
          Room {101 + i}: the guest checks out at 11:00; housekeeping is scheduled for 11:30 and the minibar has been counted.
        </p>
      ))}
    </div>
  );
}

/** The layout with placeholder tools, the real navigation of the signed-in role and the settings drawer. */
export function LayoutDemo({ slots = placeholderSlots, lines }: { slots?: LayoutSlots; lines?: number }) {
  const userId = useOptionalAuth()?.user?.id ?? null;
  const navigation = useNavigationRequest(userId);
  return (
    <ShellLayout {...slots} settings={<SettingsDrawer onResetDemoData={() => undefined} />}>
      {navigation.status === 'error' ? (
        <div className="p-6">
          <ErrorPanel error={navigation.error} onRetry={navigation.reload} />
        </div>
      ) : (
        <DemoPage lines={lines} />
      )}
    </ShellLayout>
  );
}
