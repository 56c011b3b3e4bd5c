import { Link } from 'react-router-dom';
import { canOpen, findScreen } from '@hotel/domain';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@hotel/ui';
import { WidgetError } from '../../frame/widget-error';
import { useHotelText } from '../../i18n/hotel-text';
import type { DashboardTile } from './dashboard-tiles';
import { figureText } from './figure-text';
import { useDashboardFigure } from './use-dashboard-figure';

export interface FigureTileProps {
  /** The figure to load and show. */
  tile: DashboardTile;
  /** The signed-in user's roles: the link to the work shows only when they may open that screen. */
  roles: readonly string[];
}

const linkClass = 'text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline';

/** One key figure of the dashboard: a skeleton while it loads, its error with Retry, or the figure and a link to the work. */
export function FigureTile({ tile, roles }: FigureTileProps) {
  const text = useHotelText();
  const { t } = text;
  const { data, loading, error, reload } = useDashboardFigure(tile);
  const figure = data ? figureText(data, text) : null;
  const title = t(tile.title);
  const screen = findScreen(tile.href);
  const state = error ? 'error' : data ? 'ready' : 'loading';
  return (
    <Card className="h-full" data-slot="figure-tile" data-state={state} aria-busy={loading}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {error ? (
          <WidgetError what={title} error={error} onRetry={reload} retrying={loading} />
        ) : figure ? (
          <>
            <p className="text-3xl font-bold tabular-nums text-foreground [overflow-wrap:anywhere]" data-slot="figure-value">
              {figure.value}
            </p>
            <p className="text-sm text-muted-foreground">{figure.detail}</p>
          </>
        ) : (
          <>
            <Skeleton className="h-9 w-24" />
            <Skeleton shape="text" className="w-40 max-w-full" />
          </>
        )}
        {screen && canOpen(screen, roles) ? (
          <Link to={tile.href} className={linkClass}>
            {t('Open {{screen}}', { screen: t(screen.title) })}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
