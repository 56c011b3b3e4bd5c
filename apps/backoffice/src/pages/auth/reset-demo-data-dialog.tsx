import { ConfirmDialog } from '@hotel/ui';
import { resetDemoDataAndReload } from '../../mock-api';

export interface ResetDemoDataDialogProps {
  /** The dialog closed, whatever the answer. */
  onClose: () => void;
  /** The reset was confirmed: it runs, then the page reloads. */
  onConfirmed?: () => void;
}

const TITLE = 'Reset demo data';
const MESSAGE = 'Every change made to the demo data in this browser (in all its tabs) will be lost and the data restored to its seed. Continue?';

/**
 * The open 'Reset demo data' confirmation. Its own module: the sign-in page and the app's frame
 * load the dialog (Radix) only when someone asks for it.
 */
export function ResetDemoDataDialog({ onClose, onConfirmed }: ResetDemoDataDialogProps) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={TITLE}
      message={MESSAGE}
      confirmLabel={TITLE}
      onResult={(result) => {
        onClose();
        if (result !== 'confirmed') return;
        onConfirmed?.();
        void resetDemoDataAndReload();
      }}
    />
  );
}
