export { Toaster, toastVariants, useToast, type ToasterProps } from './toast';
export { resetToasts, toast, type ToastFn, type ToastOptions, type ToastRecord, type ToastVariant } from './toast-store';
