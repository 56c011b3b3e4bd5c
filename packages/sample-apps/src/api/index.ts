/** The contracts (types and endpoint paths) of the sample apps' API calls. */
export {
  CONTACT_AVATAR_MAX_BYTES,
  CONTACT_AVATAR_TYPES,
  contactsEndpoints,
  type Contact,
  type ContactEmail,
  type ContactPatch,
  type ContactPhoneNumber,
  type ContactTag,
  type Country,
} from './contacts';
export { tasksEndpoints, type SubTask, type Task, type TaskPatch, type TaskPriority, type TaskTag } from './tasks';
export {
  inventoryEndpoints,
  type InventoryBrand,
  type InventoryCategory,
  type InventoryPagination,
  type InventoryProduct,
  type InventoryProductsPage,
  type InventoryProductsQuery,
  type InventorySortField,
  type InventoryTag,
  type InventoryVendor,
} from './inventory';
