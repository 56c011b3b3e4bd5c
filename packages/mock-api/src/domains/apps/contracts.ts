/**
 * The sample apps' API contract types, imported as types only. They live in
 * packages/sample-apps/src/api; the package does not export that folder yet, so this one file
 * points at it by path (switch to `@hotel/sample-apps` once its index re-exports the api types).
 */
export type {
  Contact,
  ContactEmail,
  ContactPhoneNumber,
  ContactTag,
  Country,
  SubTask,
  Task,
  TaskPriority,
  TaskTag,
  InventoryBrand,
  InventoryCategory,
  InventoryPagination,
  InventoryProduct,
  InventoryTag,
  InventoryVendor,
  Mail,
  MailAttachment,
  MailFilter,
  MailFolder,
  MailLabel,
  MailLabelColor,
  MailSettings,
  Note,
  NoteLabel,
  NoteTask,
  ScrumboardBoard,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardList,
  ScrumboardMember,
} from '../../../../sample-apps/src/api';
