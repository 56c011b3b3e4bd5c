/** A cell a spreadsheet would run as a formula: a leading =, + or @, or a '-' that does not start a number. */
const FORMULA = /^([=+@]|-(?![$\d]))/;

/** A CSV cell: formulas defused with a leading quote; quoted when it holds a comma, quote or line break. */
function quote(text: string): string {
  const safe = FORMULA.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text (RFC 4180, CRLF) of a header row and rows of already formatted cells. */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[headers, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** Hands a CSV text to the browser as a download named `<name>.csv`. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
