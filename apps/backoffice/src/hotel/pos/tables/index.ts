export { TablesRoute } from './tables-route';
export { TablesScreen, type TablesScreenProps } from './tables-screen';
export { TablesView, type TablesViewProps } from './tables-view';
export { CancelDocketDialog, type CancelDocketDialogProps } from './cancel-docket-dialog';
export { groupTables, registerOf, tableLabel, tillLink, type OutletGroup, type TableDocket, type TableGroup } from './live-tables';
export { useLiveTables, type DocketActions, type LiveTablesState, type SendState } from './use-live-tables';
