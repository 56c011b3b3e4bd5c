/**
 * The hotel namespace's catalogs, one file per area of the app under `<language>/` (domain labels,
 * messages, front desk, ledger and point of sale, ...), each a chunk loaded only for its language.
 * English has none: its keys are the text.
 */
const files = import.meta.glob<Record<string, string>>('./*/*.json', { import: 'default' });

/** The languages that have a catalog of the hotel's strings. */
export const HOTEL_LANGUAGES: readonly string[] = [...new Set(Object.keys(files).map((path) => path.split('/')[1]!))];

/** All of a language's hotel strings, merged; {} for English or a language without a catalog. */
export async function loadHotelCatalog(language: string): Promise<Record<string, string>> {
  const loads = Object.entries(files)
    .filter(([path]) => path.split('/')[1] === language)
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads))) as Record<string, string>;
}
