export interface PrintHeadingProps {
  /** The screen's title. */
  title: string;
  /** What the page shows (the account, the range). */
  subtitle?: string;
}

/** The title of a printed ledger page (the screen header is hidden in print). */
export function PrintHeading({ title, subtitle }: PrintHeadingProps) {
  return (
    <div data-slot="ledger-print-heading" className="hidden print:block">
      <p className="text-xl font-bold">{title}</p>
      {subtitle ? <p className="text-sm">{subtitle}</p> : null}
    </div>
  );
}
