export { DashboardPage } from './dashboard-page';
export { FigureTile, type FigureTileProps } from './figure-tile';
export { UnreadTiles } from './unread-tiles';
export { DASHBOARD_TILES, tilesFor, type DashboardTile, type Figure } from './dashboard-tiles';
export { countDue, inHouseGuests, occupancy, paymentsOn, utcDay, type Occupancy } from './dashboard-figures';
export { useDashboardFigure, useDashboardTiles } from './use-dashboard-figure';
