/*
 * CSV export of what a screen lists (records, report rows, folio lines): one way of quoting and
 * one way of offering the file, so every export opens the same in a spreadsheet.
 */

/** A cell as RFC 4180 quotes it; text a spreadsheet would run as a formula (= + - @) is quoted with a leading '. */
export function csvCell(text: string): string {
  const formula = /^[=+\-@]/.test(text);
  if (!formula && !/[",\n\r]/.test(text)) return text;
  return `"${(formula ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** CSV text of a header row and rows of cell texts, CRLF line ends, ending with one. */
export function csvText(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers CSV text as a download named `<name>.csv`. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
