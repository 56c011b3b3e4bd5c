/**
 * Translation of messages composed in English elsewhere (the domain's validation, the API's 400
 * and 409 answers): the message is looked up whole, then matched against the catalog's templates
 * (keys with `{{placeholders}}`, longest first); the values a template captures are translated
 * in their turn when the catalog knows them (a field's label), else kept (a room number, an amount).
 */

type Translate = (text: string, params?: Record<string, string>) => string;

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
/**
 * The letters a template's own text needs to match a message: the catalogs also hold the screens'
 * short templates ('{{thing}} {{name}}', '{{from}} to {{to}}', 'New {{thing}}'), which would match
 * almost any message and garble it; a message's template says more ('{{label}} is required').
 */
const MIN_TEMPLATE_LETTERS = 5;
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
const HAS_PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
const RUNNING_WORDS = /\b[a-z]{2,} [a-z]{2,}\b/;
const cache = new WeakMap<Record<string, string>, Template[]>();

function templatesOf(catalog: Record<string, string>): Template[] {
  const known = cache.get(catalog);
  if (known) return known;
  const templates = Object.keys(catalog)
    .filter((key) => HAS_PLACEHOLDER.test(key) && !/_(one|other|zero|few|many|two)$/.test(key) && letters(key.replace(PLACEHOLDER, '')) >= MIN_TEMPLATE_LETTERS)
    .sort((a, b) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length)
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => {
          if (index % 2 === 1) {
            names.push(part);
            return '(.+?)';
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`, 's') };
    });
  cache.set(catalog, templates);
  return templates;
}

/** `message` in the catalog's language (see the module's comment); unchanged when nothing matches. */
export function translateMessage(message: string, catalog: Record<string, string>, t: Translate): string {
  if (!message) return message;
  if (catalog[message] !== undefined) return t(message);
  for (const template of templatesOf(catalog)) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const params: Record<string, string> = {};
    let prose = false;
    template.names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      const translated = catalog[value] !== undefined ? t(value) : translateMessage(value, catalog, t);
      // Running English words left in a value mean a short template ('Room {{room}}') swallowed a
      // sentence it does not know ('Room 101 is occupied'): better the whole message in English.
      if (translated === value && RUNNING_WORDS.test(value)) prose = true;
      params[name] = translated;
    });
    if (prose) continue;
    return t(template.key, params);
  }
  // Messages joined into one ('Name is required; Code must be digits'): each part on its own.
  for (const separator of ['; ', '. ']) {
    if (message.includes(separator)) {
      const parts = message.split(separator);
      const translated = parts.map((part) => translateMessage(part, catalog, t));
      if (translated.some((part, index) => part !== parts[index])) return translated.join(separator);
    }
  }
  return message;
}
