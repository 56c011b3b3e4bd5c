import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@hotel/ui';
import { useSignedInData } from '../../frame/signed-in-context';
import type { WidgetKey } from '../../frame/signed-in-data';
import { WidgetError } from '../../frame/widget-error';
import { useHotelText } from '../../i18n/hotel-text';

type UnreadKey = Extract<WidgetKey, 'messages' | 'notifications' | 'shortcuts' | 'chats'>;

/** Each tile's heading and the word after its number, in English (the keys of their translations). */
const TILES: { key: UnreadKey; title: string; unit: string }[] = [
  { key: 'messages', title: 'Messages', unit: 'unread' },
  { key: 'notifications', title: 'Notifications', unit: 'unread' },
  { key: 'chats', title: 'Chats', unit: 'unread' },
  { key: 'shortcuts', title: 'Shortcuts', unit: 'saved' },
];

/** What a widget's data counts: unread items, unread chat messages, or saved shortcuts. */
function countOf(key: UnreadKey, data: readonly { read?: boolean; unreadCount?: number }[]): number {
  if (key === 'shortcuts') return data.length;
  if (key === 'chats') return data.reduce((sum, chat) => sum + (chat.unreadCount ?? 0), 0);
  return data.filter((item) => !item.read).length;
}

/** The second row of the dashboard: what is waiting for the user, from the signed-in area's data. */
export function UnreadTiles() {
  const { t, language } = useHotelText();
  const { results, retry, retrying } = useSignedInData();
  const number = new Intl.NumberFormat(language);
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TILES.map(({ key, title: english, unit }) => {
        const result = results?.[key];
        const title = t(english);
        return (
          <li key={key}>
            <Card className="h-full" data-slot="unread-tile" data-state={result ? (result.ok ? 'ready' : 'error') : 'loading'} aria-busy={!result}>
              <CardHeader>
                <CardTitle level={3}>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                {result && !result.ok ? (
                  <WidgetError what={title} error={result.error} onRetry={() => retry(key)} retrying={retrying.has(key)} />
                ) : result ? (
                  <p className="text-3xl font-bold tabular-nums text-foreground">
                    {number.format(countOf(key, result.data as readonly { read?: boolean; unreadCount?: number }[]))}{' '}
                    <span className="text-sm font-normal text-muted-foreground">{t(unit)}</span>
                  </p>
                ) : (
                  <Skeleton className="h-9 w-24" />
                )}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
