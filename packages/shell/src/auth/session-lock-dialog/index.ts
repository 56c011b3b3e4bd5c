export { SessionLockDialog, type SessionLockDialogProps } from './session-lock-dialog';
export { SessionLockHost, type SessionLockHostProps } from './session-lock-host';
export { UnlockForm, type UnlockFormProps } from './unlock-form';
