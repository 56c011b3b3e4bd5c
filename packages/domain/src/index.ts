/**
 * @hotel/domain: the hotel's resources, declared once each. Imports nothing of ours, renders nothing.
 * The mock API derives its seeds, validation and access from it; the back-office its hotel screens.
 */
export type {
  Field,
  FieldOption,
  FieldReference,
  FieldType,
  HotelRecord,
  ListDeclaration,
  Resource,
  Stage,
  Transition,
  Workflow,
} from './types';
export { titleOf } from './build';
export { RESOURCES, findResource, getResource } from './resources';
export { STOCK_MOVEMENT_KINDS } from './resources/store';
export { validateRecord, checkField, isIsoDate, tooLongMessage, type ValidationResult } from './validate';
export { CURRENCY, formatFieldValue, formatMoney, lowerNoun, roundMoney, type FormatOptions } from './format';
export { STAFF_ROLES, ROLE_GROUPS, SAMPLE_APP_ROLES, rolesOf } from './roles';
export { REPORTS, findReport, reportGrouping, reportGroupings, type ReportColumn, type ReportComputation, type ReportDeclaration, type ReportGrouping } from './reports';
export {
  SCREENS,
  findScreen,
  type ActionScreen,
  type AvailabilityScreen,
  type ChartScreen,
  type ChartType,
  type DocumentScreen,
  type DocumentType,
  type FolioScreen,
  type HousekeepingScreen,
  type LedgerScreen,
  type LedgerView,
  type PosScreen,
  type PosView,
  type ReportScreen,
  type ResourceScreen,
  type Screen,
  type ScreenAction,
  type StageScreen,
} from './screens';
export { accessScope, canOpen, ledgerRoles, resourceAccess, type AccessScope, type ResourceAccess } from './access';
export { actsForOwner, allowedTransitions, findTransition, isFinalStage, mayChangeDraft, othersOwnerMoves } from './workflow';
export {
  DOCUMENT_RESOURCES,
  hotelPaths,
  type HotelAuditEntry,
  type HotelDocument,
  type HotelDocumentLine,
  type HotelListQuery,
  type HotelListResponse,
  type HotelReportResponse,
} from './api';
export { chartPaths, type ChartBlock, type ChartCell, type ChartResponse, type ChartRoom, type ChartStay, type StayPaymentState } from './chart-api';
export * from './ledger';
export { stockPaths, type StockOnHandAtStore, type StockOnHandResponse, type StoreOnHandResponse } from './stock-api';
export {
  HOUSEKEEPER_ROLES,
  HOUSEKEEPING_ACTION_FROM,
  HOUSEKEEPING_ACTIONS,
  HOUSEKEEPING_STATES,
  OCCUPANCY_STATES,
  housekeepingActionRoles,
  housekeepingPaths,
  housekeepingStateOf,
  type Housekeeper,
  type HousekeepingAction,
  type HousekeepingBoardResponse,
  type HousekeepingBulkRequest,
  type HousekeepingBulkResponse,
  type HousekeepingMark,
  type HousekeepingRoom,
  type HousekeepingStay,
  type HousekeepingState,
  type Occupancy,
} from './housekeeping';
export { todayPaths, type TodayResponse, type TodayStay } from './front-desk-today';
