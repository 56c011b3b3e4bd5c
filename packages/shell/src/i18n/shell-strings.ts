import type navEn from './nav/en.json';
import type { ShellStrings } from './shell-strings.generated';
import { moduleStrings } from './backend';
import type { LanguageConfig, TranslationStrings } from './languages';

// Written out (shell-strings.generated.ts) for the package's declarations; shell-strings.test.ts
// checks it is the English file's shape exactly.
export type { ShellStrings };

/** The dotted paths of the leaves of a strings object ('user.signOut'). */
export type StringKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : StringKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key of the 'shell' namespace, dotted ('user.signOut', 'search.resultCount_other'):
 * what `t()` inside the shell asks for and what `withOverrides` may replace.
 */
export type ShellStringKey = StringKeys<ShellStrings>;

/** Every navigation title id the shell ships in its 'nav' namespace (the back-office menu: 'hotel', 'dashboard' …). */
export type ShellNavKey = keyof typeof navEn & string;

/**
 * The 'nav' namespace: navigation titles by item id (`translation ?? id`). Your menu's own ids;
 * an item whose id is missing shows its `title`. The ids the shell ships are {@link ShellNavKey}.
 */
export type ShellNavStrings = Record<string, string>;

/** Some of a strings object, at any depth. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * Replacements for some of the shell's strings in one language: dotted keys
 * (`{ 'user.signOut': 'Log out' }`) or a partial strings object (`{ user: { signOut: 'Log out' } }`).
 * Keys are checked against {@link ShellStringKey}.
 */
export type ShellStringOverrides = Partial<Record<ShellStringKey, string>> | DeepPartial<ShellStrings>;


const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at a dotted path of a (copied) strings object, copying each object on the way. */
function setPath(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return target;
  const child = target[head];
  return { ...target, [head]: rest.length === 0 ? value : setPath(isObject(child) ? child : {}, rest, value) };
}

/** Merges `patch` into `base` without touching either (nested objects merge, strings replace). */
function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  let result = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = result[key];
    result = isObject(value) ? { ...result, [key]: deepMerge(isObject(current) ? current : {}, value) } : { ...result, [key]: value };
  }
  return result;
}

/**
 * Applies a language's overrides to the strings loaded for it, as a new object (a loaded module is
 * never changed). Dotted keys set the string at that path; nested objects merge.
 */
export function applyOverrides(strings: Record<string, unknown>, overrides: ShellStringOverrides | undefined): Record<string, unknown> {
  if (!overrides) return strings;
  let result = strings;
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (key.includes('.')) result = setPath(result, key.split('.'), value);
    else result = isObject(value) ? deepMerge(result, { [key]: value }) : { ...result, [key]: value };
  }
  return result;
}

/**
 * A language with some of the shell's strings replaced: its `load('shell')` resolves to the
 * strings it loads with `overrides` applied (dotted keys or a partial strings object, checked
 * against {@link ShellStringKey}); other namespaces are untouched.
 *
 * @example
 * languages: [withOverrides(ENGLISH, { 'user.signOut': 'Log out' }), withOverrides(GERMAN, { user: { signOut: 'Ausloggen' } })]
 */
export function withOverrides(language: LanguageConfig, overrides: ShellStringOverrides): LanguageConfig {
  return {
    ...language,
    load: async (namespace) => {
      const loaded = await language.load(namespace);
      return namespace === 'shell' ? applyOverrides(moduleStrings(loaded) as TranslationStrings, overrides) : loaded;
    },
  };
}
