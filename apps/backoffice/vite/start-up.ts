import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { usedClosure, type ClosureHost } from './used-closure';

/**
 * The production build's start-up path (issue 11): few requests, started early.
 *
 * Chunks: the modules the entry imports statically are one chunk with it (not a dozen shared
 * chunks); the signed-in frame's static imports are one `frame` chunk, except those the sign-in
 * page shares with it, which are one `startup-shared` chunk (so the sign-in page never loads the
 * frame); each language's translation files are one `locale-<language>` chunk. Everything else is
 * left to rolldown's automatic chunking (one chunk per lazy route and what routes share).
 *
 * Preloads: an inline script in <head> starts, before the entry has run, the chunks the first
 * screen will ask for anyway: the stored language's translations, and with a stored session the
 * frame and the mock API (its first call is the session check). The font is preloaded for
 * everyone: text is drawn in it, and it is otherwise found only once the first text is laid out.
 * The same lists are written to `.vite/start-up.json` for `scripts/check-sizes.mjs`.
 */
export interface StartUpOptions {
  /** The signed-in frame's module (absolute path): its static imports are the `frame` chunk. */
  frame: string;
  /** The sign-in page's module: what it shares with the frame is the `startup-shared` chunk. */
  signIn: string;
  /** The module a stored session loads first (the mock API's in-page entry), when there is one. */
  session?: string;
  /** Translation files; group 1 is the language (one chunk per language). */
  locales: RegExp;
  /** localStorage key of the chosen language, and the language without one. */
  language: { storageKey: string; fallback: string };
  /** Storage key of the session token (localStorage or sessionStorage). */
  tokenKey: string;
  /** The font file to preload (the face the first text is drawn in). */
  font?: RegExp;
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
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

/** The Vite plugin of the start-up path (build only). */
export function startUp(options: StartUpOptions): Plugin {
  let frame = new Set<string>();
  let signIn = new Set<string>();
  let base = '/';
  let outDir = 'dist';
  let lists: { locales: Record<string, string[]>; signedIn: string[] } | null = null;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
                { name: (id: string) => (options.locales.exec(id) ? `locale-${options.locales.exec(id)![1]}` : null), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!lists) return;
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite', 'start-up.json'), `${JSON.stringify(lists, null, 2)}\n`);
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
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return;
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as OutputChunk);
        const entry = [...chunks.values()].find((chunk) => (chunk as unknown as { isEntry: boolean }).isEntry);
        const loaded = new Set(entry ? filesOf(entry, chunks) : []);
        const holding = (id: string) => [...chunks.values()].find((chunk) => chunk.moduleIds.includes(id));
        const lazyFiles = (id: string) => {
          const chunk = holding(id);
          if (!chunk) throw new Error(`hotel-start-up: no chunk holds ${id}.`);
          return filesOf(chunk, chunks).filter((file) => !loaded.has(file));
        };
        const frameId = [...chunks.values()].flatMap((chunk) => chunk.moduleIds).find((id) => id === options.frame);
        const sessionId = options.session ? [...chunks.values()].flatMap((chunk) => chunk.moduleIds).find((id) => id === options.session) : undefined;
        const signedIn = [...new Set([...(sessionId ? lazyFiles(sessionId) : []), ...(frameId ? lazyFiles(frameId) : [])])];
        const locales: Record<string, string[]> = {};
        for (const chunk of chunks.values()) {
          const language = chunk.moduleIds.map((id) => options.locales.exec(id)?.[1]).find(Boolean);
          if (language) locales[language] = filesOf(chunk, chunks).filter((file) => !loaded.has(file));
        }
        lists = { locales, signedIn };
        const font = options.font && Object.values(bundle).find((output) => output.type === 'asset' && options.font!.test(output.fileName));
        const script =
          `(function(){function p(f){var l=document.createElement('link');l.rel='modulepreload';l.href=${json(base)}+f;document.head.appendChild(l)}` +
          `function g(s,k){try{return s.getItem(k)}catch(e){return null}}` +
          `var L=${json(locales)},n=g(localStorage,${json(options.language.storageKey)});` +
          `(L[n]||L[${json(options.language.fallback)}]||[]).forEach(p);` +
          `if(g(localStorage,${json(options.tokenKey)})||g(sessionStorage,${json(options.tokenKey)}))${json(signedIn)}.forEach(p)})();`;
        return [
          ...(font
            ? [{ tag: 'link', attrs: { rel: 'preload', href: `${base}${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' as const }]
            : []),
          { tag: 'script', children: script, injectTo: 'head' as const },
        ];
      },
    },
  };
}
