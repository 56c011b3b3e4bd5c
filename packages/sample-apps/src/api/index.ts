/** The contracts (types and endpoint paths) of the sample apps' API calls. */
export { SAMPLE_DATA } from './data-names';
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
export {
  MAIL_LABEL_COLORS,
  MAILS_PER_PAGE,
  mailboxEndpoints,
  type Mail,
  type MailAttachment,
  type MailDraft,
  type MailFilter,
  type MailFilterSlug,
  type MailFolder,
  type MailFolderSlug,
  type MailLabel,
  type MailLabelColor,
  type MailListItem,
  type MailPagination,
  type MailSettings,
  type MailsPage,
} from './mailbox';
export { notesEndpoints, type Note, type NoteLabel, type NoteTask, type NoteWithLabels } from './notes';
export {
  SCRUMBOARD_POSITION_STEP,
  scrumboardEndpoints,
  type ScrumboardBoard,
  type ScrumboardBoardDetail,
  type ScrumboardBoardSummary,
  type ScrumboardCard,
  type ScrumboardCardView,
  type ScrumboardLabel,
  type ScrumboardList,
  type ScrumboardMember,
} from './scrumboard';
export { fileManagerEndpoints, type FileManagerItem, type FileManagerItemType, type FileManagerListing } from './file-manager';
export {
  HELP_CENTER_GUIDES_LIMIT,
  helpCenterEndpoints,
  type Faq,
  type FaqCategory,
  type FaqCategoryWithFaqs,
  type Guide,
  type GuideCategory,
  type GuideCategoryWithGuide,
  type GuideCategoryWithGuides,
} from './help-center';
export {
  academyEndpoints,
  type AcademyCategory,
  type AcademyCourse,
  type AcademyCourseDetail,
  type AcademyProgress,
  type AcademyStep,
} from './academy';
export {
  activitiesEndpoints,
  type ActivitiesResponse,
  type Activity,
} from './activities';
export {
  dashboardsEndpoints,
  FINANCE_LIMITS,
  type AnalyticsDashboard,
  type BudgetDetailsRow,
  type CryptoDashboard,
  type DatePoint,
  type DateSeries,
  type FinanceDashboard,
  type NumberSeries,
  type ProjectDashboard,
  type Statement,
  type TeamMember,
  type Transaction,
  type WatchlistItem,
} from './dashboards';
