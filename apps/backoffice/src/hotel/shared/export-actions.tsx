import { Button } from '@hotel/ui';
import { useHotelText } from '../../i18n/hotel-text';

export interface ExportActionsProps {
  /** Writes the CSV file (may be async: the button says 'Exporting…' while `exporting`). */
  onExport: () => void;
  /** True while the export gathers its rows; the button is disabled and says so. */
  exporting?: boolean;
  /** False while there is nothing to export (no data yet, or no rows). */
  canExport: boolean;
  /** False while there is nothing to print yet. */
  canPrint: boolean;
}

/** The 'Export CSV' and 'Print' actions of a screen's header (reports, ledgers). */
export function ExportActions({ onExport, exporting = false, canExport, canPrint }: ExportActionsProps) {
  const { t } = useHotelText();
  return (
    <>
      <Button variant="outline" onClick={onExport} disabled={!canExport || exporting}>
        {exporting ? t('Exporting…') : t('Export CSV')}
      </Button>
      <Button variant="outline" onClick={() => window.print()} disabled={!canPrint}>
        {t('Print')}
      </Button>
    </>
  );
}
