import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@hotel/ui';
import { useSignedInData } from '../../frame/signed-in-context';
import type { WidgetKey } from '../../frame/signed-in-data';
import { WidgetError } from '../../frame/widget-error';
import { PageHeader } from '../page-header';

const TILES: { key: Extract<WidgetKey, 'messages' | 'notifications' | 'shortcuts' | 'chats'>; title: string; unit: string }[] = [
  { key: 'messages', title: 'Messages', unit: 'unread' },
  { key: 'notifications', title: 'Notifications', unit: 'unread' },
  { key: 'chats', title: 'Chats', unit: 'unread' },
  { key: 'shortcuts', title: 'Shortcuts', unit: 'saved' },
];

/** The hotel dashboard: what is waiting for the user, from the signed-in area's data. */
export function DashboardPage() {
  const { results, retry, retrying } = useSignedInData();
  return (
    <div data-slot="dashboard-page">
      <PageHeader title="Dashboard" trail={[{ label: 'Hotel', href: '/welcome' }]} description="What is waiting for you today." />
      <ul className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:p-8 lg:grid-cols-4">
        {TILES.map(({ key, title, unit }) => {
          const result = results?.[key];
          let count: number | null = null;
          if (result?.ok) {
            const data = result.data as readonly { read?: boolean; unreadCount?: number }[];
            count = key === 'shortcuts' ? data.length : key === 'chats' ? data.reduce((sum, chat) => sum + (chat.unreadCount ?? 0), 0) : data.filter((item) => !item.read).length;
          }
          return (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle level={2}>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  {result && !result.ok ? (
                    <WidgetError what={title} error={result.error} onRetry={() => retry(key)} retrying={retrying.has(key)} />
                  ) : (
                    <p className="text-3xl font-bold text-foreground">
                      {count ?? '–'} <span className="text-sm font-normal text-muted-foreground">{unit}</span>
                    </p>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="px-4 pb-8 text-sm text-muted-foreground sm:px-8">
        See also the{' '}
        <Link to="/front-office/daily-room-chart" className="font-medium text-primary underline-offset-4 hover:underline">
          daily room chart
        </Link>
        .
      </p>
    </div>
  );
}
