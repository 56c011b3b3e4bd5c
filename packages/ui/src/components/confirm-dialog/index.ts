export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions, type ConfirmResult } from './confirm-dialog';
export { ConfirmProvider, useConfirm, type ConfirmProviderProps } from './confirm-provider';
