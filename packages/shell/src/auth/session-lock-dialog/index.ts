export { SessionLockDialog, type SessionLockDialogProps } from './session-lock-dialog';
export { SessionLockHost, type SessionLockHostProps } from './session-lock-host';
