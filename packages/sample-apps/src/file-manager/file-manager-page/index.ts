export { FILE_MANAGER_BASE, FileManagerPage, folderUrl } from './file-manager-page';
export { DetailsPanel, downloadName, type DetailsPanelProps } from './details-panel';
export { ItemTile, type ItemTileProps } from './item-tile';
export { TILE_PAGE, TileSection, type TileSectionProps } from './tile-section';
