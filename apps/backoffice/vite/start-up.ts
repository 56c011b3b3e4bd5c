import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { afterFirstPaint } from './paint-first';
import { preloadScript, type StartUpLists } from './preload-script';
import { usedClosure, type ClosureHost } from './used-closure';

/**
 * The production build's start-up path (issue 11): few requests, started early.
 *
 * Chunks: the modules the entry imports statically are one chunk with it (not a dozen shared
 * chunks); the signed-in frame's used imports are one `frame` chunk, except those the sign-in page
 * shares with it, which are one `startup-shared` chunk (so the sign-in page never loads the
 * frame); the embedded mock API's start-up is one `mock-api` chunk; each language's translation
 * files are one `locale-<language>` chunk. Everything else is
 * left to rolldown's automatic chunking (one chunk per lazy route and what routes share).
 *
 * Preloads: an inline script in <head> starts, before the entry has run, the chunks the first
 * screen will ask for anyway (see `preloadScript`). The same lists are written to
 * `.vite/start-up.json` for `scripts/check-sizes.mjs`.
 */
export interface StartUpOptions {
  /** The signed-in frame's module (absolute path): its used imports are the `frame` chunk. */
  frame: string;
  /** The sign-in page's module: what it shares with the frame is the `startup-shared` chunk. */
  signIn: string;
  /**
   * The embedded mock API's start-up module (absolute path), if any: its used static imports are one
   * `mock-api` chunk (not five shared chunks of msw, zod and the core), which the domains that load
   * on their first call import from. What the frame or the sign-in page use stays theirs.
   */
  mockApi?: string;
  /** Modules every signed-in start loads (the mock API, whose first call is the session check; the frame). */
  signedIn: string[];
  /** Page modules preloaded on their paths, for a visitor with (`signedIn`) or without a session. */
  pages: Array<{ module: string; paths: string[]; signedIn: boolean }>;
  /** Translation files; group 1 is the language (one chunk per language). */
  locales: RegExp;
  /** localStorage key of the chosen language, and the language without one. */
  language: { storageKey: string; fallback: string };
  /** Storage key of the session token (localStorage or sessionStorage). */
  tokenKey: string;
  /** Whether the head script waits for the first paint (a prerendered first screen paints before any script is fetched). */
  afterFirstPaint?: boolean;
}

interface OutputChunk {
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
}

/** A chunk's file and the files it imports statically, transitively. */
function filesOf(start: OutputChunk, chunks: Map<string, OutputChunk>): string[] {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const file of chunk.imports) visit(chunks.get(file));
  };
  visit(start);
  return [...files];
}

/** The lists of files to preload, from the bundle's chunks. */
function startUpLists(options: StartUpOptions, chunks: Map<string, OutputChunk>): StartUpLists {
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  const loaded = new Set(entry ? filesOf(entry, chunks) : []);
  const lazy = (chunk: OutputChunk) => filesOf(chunk, chunks).filter((file) => !loaded.has(file));
  const filesFor = (module: string) => {
    const chunk = all.find((candidate) => candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`hotel-start-up: no chunk holds ${module}.`);
    return lazy(chunk);
  };
  const locales: Record<string, string[]> = {};
  for (const chunk of all) {
    const language = chunk.moduleIds.map((id) => options.locales.exec(id)?.[1]).find(Boolean);
    if (language) locales[language] = lazy(chunk);
  }
  return {
    locales,
    signedIn: [...new Set(options.signedIn.flatMap(filesFor))],
    pages: options.pages.map(({ module, paths, signedIn }) => ({ paths, signedIn, files: filesFor(module) })),
  };
}

/** The Vite plugin of the start-up path (build only). */
export function startUp(options: StartUpOptions): Plugin {
  let frame = new Set<string>();
  let signIn = new Set<string>();
  let mockApi = new Set<string>();
  let base = '/';
  let outDir = 'dist';
  let lists: StartUpLists | null = null;

  return {
    name: 'hotel-start-up',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 4 },
                // Before `frame`: a group also takes its modules' dependencies, so the shared part goes first.
                { name: 'startup-shared', test: (id: string) => frame.has(id) && signIn.has(id), priority: 3 },
                { name: 'frame', test: (id: string) => frame.has(id), priority: 2 },
                { name: 'mock-api', test: (id: string) => mockApi.has(id), priority: 1.5 },
                { name: (id: string) => (options.locales.exec(id) ? `locale-${options.locales.exec(id)![1]}` : null), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const idOf = (path: string) => {
        const id = ids.find((candidate) => candidate === path || candidate.startsWith(`${path}?`));
        if (!id) this.error(`hotel-start-up: ${path} is not in the build.`);
        return id;
      };
      const host: ClosureHost = {
        codeOf: (id) => this.getModuleInfo(id)?.code ?? null,
        parse: (code) => this.parse(code),
        resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null,
      };
      frame = await usedClosure(idOf(options.frame), host);
      signIn = await usedClosure(idOf(options.signIn), host);
      mockApi = options.mockApi ? await usedClosure(idOf(options.mockApi), host) : new Set();
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        lists = startUpLists(options, chunks);
        const script = preloadScript(lists, { base, tokenKey: options.tokenKey, language: options.language });
        return [{ tag: 'script', children: options.afterFirstPaint ? afterFirstPaint(script) : script, injectTo: 'head' }];
      },
    },
    writeBundle() {
      if (!lists) return;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'start-up.json'), `${JSON.stringify(lists, null, 2)}\n`);
    },
  };
}
