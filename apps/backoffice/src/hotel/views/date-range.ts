const DAY = 86_400_000;

/** Today as YYYY-MM-DD (local calendar). */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A YYYY-MM-DD date moved by `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** A message for a from/to range (to exclusive, at most 92 days), or undefined when it is fine. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!from || !to) return 'Choose both dates.';
  if (to <= from) return 'The range must end after it starts.';
  if ((Date.parse(to) - Date.parse(from)) / DAY > 92) return 'The range may cover at most 92 days.';
  return undefined;
}
