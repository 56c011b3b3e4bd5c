/**
 * @hotel/ui: design-system primitives. Every export is listed explicitly; the export snapshot
 * test guards the list. Keep each section alphabetical.
 */

// ── Components: display and feedback ────────────────────────────────────────────────────────
export { Alert, alertVariants, type AlertProps } from './components/alert';
export { Avatar, avatarVariants, initialsOf, type AvatarProps, type AvatarStatus } from './components/avatar';
export { Badge, badgeVariants, type BadgeProps } from './components/badge';
export {
  BreadcrumbLink,
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  type BreadcrumbLinkRenderProps,
  type BreadcrumbsProps,
} from './components/breadcrumbs';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './components/card';
export { DateDivider, type DateDividerProps } from './components/date-divider';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Icon, ICON_SIZES, type IconProps, type IconSize } from './components/icon';
export { IconButton, iconButtonVariants, type IconButtonProps } from './components/icon-button';
export { Kbd, type KbdProps } from './components/kbd';
export { ProgressBar, PROGRESS_RANGE_MESSAGE, type ProgressBarProps } from './components/progress-bar';
export { isSafeImageSource, isSafeLink, SafeHtml, sanitizeHtml, type SafeHtmlProfile, type SafeHtmlProps } from './components/safe-html';
export { Separator, type SeparatorProps } from './components/separator';
export { Skeleton, type SkeletonProps } from './components/skeleton';
export { Spinner, spinnerVariants, type SpinnerProps } from './components/spinner';
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProps,
  type TooltipProviderProps,
} from './components/tooltip';

// ── Components: overlays, forms and data ────────────────────────────────────────────────────
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from './components/accordion';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export {
  ConfirmDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type ConfirmProviderProps,
  type ConfirmResult,
} from './components/confirm-dialog';
export { DataTable, type DataTableLabels, type DataTableProps } from './components/data-table';
export {
  Dialog,
  DialogClose,
  DialogContent,
  dialogContentVariants,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog';
export {
  Drawer,
  DrawerBody,
  DrawerClose,
  DrawerContent,
  drawerContentVariants,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  useDrawer,
  type DrawerContentProps,
  type DrawerMode,
  type DrawerProps,
  type DrawerSide,
} from './components/drawer';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
} from './components/dropdown-menu';
export {
  CharacterCount,
  characterCountState,
  CharacterCountStatus,
  characterCountVariants,
  type CharacterCountLabels,
  type CharacterCountProps,
  type CharacterCountState,
  type CharacterCountStatusProps,
} from './components/character-count';
export {
  FormField,
  FormFieldControl,
  useFormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from './components/form-field';
export { Input, inputVariants, type InputProps } from './components/input';
export { Label, type LabelProps } from './components/label';
export { Pagination, type PaginationLabels, type PaginationProps } from './components/pagination';
export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './components/popover';
export { RadioGroup, RadioGroupItem, type RadioGroupItemProps, type RadioGroupProps } from './components/radio-group';
export { ScrollArea, ScrollBar, type ScrollAreaProps } from './components/scroll-area';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectProps,
  type SelectTriggerProps,
} from './components/select';
export { Switch, switchVariants, type SwitchProps } from './components/switch';
export { Tabs, TabsContent, TabsList, tabsListVariants, TabsTrigger, type TabsProps } from './components/tabs';
export { Textarea, type TextareaProps } from './components/textarea';
export {
  resetToasts,
  toast,
  Toaster,
  toastVariants,
  useToast,
  type ToasterProps,
  type ToastFn,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
} from './components/toast';

// ── Hooks ───────────────────────────────────────────────────────────────────────────────────
export { useControllableState, type UseControllableStateOptions } from './hooks/use-controllable-state';
export {
  useLoadOnIntent,
  type IntentCause,
  type IntentPopup,
  type LoadOnIntent,
  type UseLoadOnIntentOptions,
} from './hooks/use-load-on-intent';
export { BREAKPOINTS, useBreakpoint, useMediaQuery, type Breakpoint } from './hooks/use-media-query';

// ── Utilities ───────────────────────────────────────────────────────────────────────────────
export { cn } from './lib/cn';
export {
  activeLanguage,
  dateLocale,
  formatDateTime,
  formatLongDate,
  parseDate,
  toDate,
  toTitleCase,
  type DateInput,
} from './lib/format';
// Dates in any language: a language's own date-fns locale (issue 18).
export { registerDateLocale } from './lib/format';
export { lazyWithPreload, preloadOnIntent, type Preloadable, type PreloadSnapshot, type PreloadStatus } from './lib/lazy-with-preload';
// Icons (per icon: drawings by import from '@hotel/ui/icons/<set>', by name through an opt-in loader;
// the bundled sets' sources are in '@hotel/ui/icon-sets/<set>' and, all seven, '@hotel/ui/icon-sets').
export {
  getIcon,
  hasIconLoader,
  ICON_SETS,
  loadIcon,
  parseIconName,
  registerIconLoader,
  registerIcons,
  registerIconSources,
  type IconData,
  type IconLoader,
  type IconNode,
  type IconPack,
  type IconSetData,
  type IconSetId,
  type IconSource,
} from './icons/registry';
export type { IconSetSource } from './icons/by-name/set-source';

// ── Theming: colour tokens and apps' own themes (issue 18) ──────────────────────────────────
export {
  assertThemeId,
  createThemeCss,
  injectThemeCss,
  THEME_SELECTOR,
  THEME_TOKENS,
  type ThemeDefinition,
  type ThemeToken,
  type ThemeTokenInfo,
  type ThemeTokenValues,
} from './theme/tokens';

// The primitives' own texts in the user's language (pagination, table states, counts, close buttons).
export {
  DEFAULT_UI_STRINGS,
  UiStringsProvider,
  useUiStrings,
  type ConfirmDialogLabels,
  type UiStrings,
  type UiStringsOverrides,
  type UiStringsProviderProps,
} from './components/ui-strings';
