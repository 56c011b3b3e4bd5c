export { HousekeepingRoute } from './housekeeping-route';
export { HousekeepingScreen, type HousekeepingScreenProps } from './housekeeping-screen';
export { BoardView, type BoardViewProps } from './board-view';
export { BulkBar, type BulkBarProps } from './bulk-bar';
export { BoardFiltersBar, type BoardFiltersBarProps } from './board-filters';
export { RoomTile, roomTileVariants, type RoomTileProps } from './room-tile';
export { filterRooms, floorsOf, groupRooms, summaryOf, OCCUPANCY_LOOK, STATE_LOOK, type BoardFilters, type TileGroup } from './board-model';
export { useHousekeepingBoard, type BulkState, type HousekeepingBoardState } from './use-housekeeping-board';
