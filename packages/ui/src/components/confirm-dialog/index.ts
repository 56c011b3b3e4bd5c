export {
  ConfirmDialog,
  ConfirmProvider,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type ConfirmProviderProps,
  type ConfirmResult,
} from './confirm-dialog';
