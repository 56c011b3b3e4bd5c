import { Button } from '@hotel/ui';

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
  return (
    <>
      <Button variant="outline" onClick={onExport} disabled={!canExport || exporting}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      <Button variant="outline" onClick={() => window.print()} disabled={!canPrint}>
        Print
      </Button>
    </>
  );
}
