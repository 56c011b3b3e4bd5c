import { ConfirmDialog } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';
import { resetDemoDataAndReload } from '../../mock-api';

export interface ResetDemoDataDialogProps {
  /** The dialog closed, whatever the answer. */
  onClose: () => void;
  /** The reset was confirmed: it runs, then the page reloads. */
  onConfirmed?: () => void;
}

/**
 * The open 'Reset demo data' confirmation. Its own module: the sign-in page and the app's frame
 * load the dialog (Radix) only when someone asks for it.
 */
export function ResetDemoDataDialog({ onClose, onConfirmed }: ResetDemoDataDialogProps) {
  const { t } = useHotelText();
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('Reset demo data')}
      message={t('Every change made to the demo data in this browser (in all its tabs) will be lost and the data restored to its seed. Continue?')}
      confirmLabel={t('Reset demo data')}
      onResult={(result) => {
        onClose();
        if (result !== 'confirmed') return;
        onConfirmed?.();
        void resetDemoDataAndReload();
      }}
    />
  );
}
