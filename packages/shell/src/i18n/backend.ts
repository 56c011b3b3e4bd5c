import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, DEFAULT_LANGUAGES, type LanguageConfig, type TranslationStrings } from './languages';

/** Loads one namespace of one language; rejects when it cannot. */
export type TranslationLoader = (language: string, namespace: string) => Promise<Record<string, unknown>>;

export const TRANSLATION_LOAD_ERROR = 'Unable to load translation and all the fallback languages';

const isStrings = (value: unknown): value is TranslationStrings => typeof value === 'object' && value !== null;

/** What a `load` resolved to, unwrapped: for an object whose `default` is an object (a module from `import()`), that `default`. */
export const moduleStrings = (value: unknown): unknown => (isStrings(value) && isStrings(value.default) ? value.default : value);

/**
 * A loader reading each language's `load(namespace)` from a list of languages; a code not in the
 * list is refused ("No 'shell' strings for 'xx'"). What `load` resolves to is the strings, or, for
 * an object whose `default` is an object (a module from `import()`), that `default`; anything else
 * counts as a failure.
 */
export function languagesLoader(languages: readonly LanguageConfig[]): TranslationLoader {
  return async (language, namespace) => {
    const strings = moduleStrings(await languages.find((l) => l.code === language)?.load(namespace));
    if (!isStrings(strings)) throw new Error(`No '${namespace}' strings for '${language}'`);
    return strings;
  };
}

/** The shell's own files (English and Türkçe), loaded on demand (one chunk per language and namespace). */
export const defaultTranslationLoader: TranslationLoader = languagesLoader(DEFAULT_LANGUAGES);

export interface ShellBackendOptions {
  /** Loads a namespace of a language. Default: each configured language's `load`. */
  loader?: TranslationLoader;
  /** Retries after the first failed attempt. Default 2. */
  retries?: number;
  /** Wait before a retry, multiplied by the attempt number. Default 200 ms. */
  retryDelayMs?: number;
  /** Languages tried, in order, when a language cannot be loaded. Default: the first configured language ('en'). */
  fallbackLanguages?: readonly string[];
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a namespace with retries, then falls back to the other languages; when everything fails it
 * rejects with 'Unable to load translation and all the fallback languages' (and logs it).
 */
export async function loadTranslation(language: string, namespace: string, options: ShellBackendOptions = {}): Promise<Record<string, unknown>> {
  const { loader = defaultTranslationLoader, retries = 2, retryDelayMs = 200, fallbackLanguages = [DEFAULT_LANGUAGE] } = options;
  const candidates = [language, ...fallbackLanguages.filter((l) => l !== language)];
  let lastError: unknown;
  for (const candidate of candidates) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      try {
        return await loader(candidate, namespace);
      } catch (error) {
        lastError = error;
        if (attempt < retries && retryDelayMs > 0) await wait(retryDelayMs * (attempt + 1));
      }
    }
  }
  const error = new Error(TRANSLATION_LOAD_ERROR, { cause: lastError });
  console.error(TRANSLATION_LOAD_ERROR, { language, namespace });
  throw error;
}

/** The custom i18next backend: on-demand dynamic imports with retries and fallbacks. */
export function createShellBackend(options: ShellBackendOptions = {}): BackendModule<ShellBackendOptions> {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      loadTranslation(language, namespace, options).then(
        (data) => callback(null, data as ResourceKey),
        (error: Error) => callback(error, false),
      );
    },
  };
}
