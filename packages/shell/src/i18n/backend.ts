import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguage } from './languages';

/** Loads one namespace of one language; rejects when it cannot. */
export type TranslationLoader = (language: string, namespace: string) => Promise<Record<string, unknown>>;

export const TRANSLATION_LOAD_ERROR = 'Unable to load translation and all the fallback languages';

/** The shell's own files, loaded on demand (one chunk per language and namespace). */
export const defaultTranslationLoader: TranslationLoader = async (language, namespace) => {
  if (!isLanguage(language)) throw new Error(`Unsupported language '${language}'`);
  const module = (namespace === 'nav'
    ? await import(`./nav/${language}.json`)
    : await import(`./locales/${language}.json`)) as { default: Record<string, unknown> };
  return module.default;
};

export interface ShellBackendOptions {
  loader?: TranslationLoader;
  /** Retries after the first failed attempt. Default 2. */
  retries?: number;
  /** Wait before a retry, multiplied by the attempt number. Default 200 ms. */
  retryDelayMs?: number;
  /** Languages tried, in order, when a language cannot be loaded. Default ['en']. */
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
