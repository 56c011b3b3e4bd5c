import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markDebugSetup } from './unused-logger';

/** The installed @mswjs/interceptors browser module that bundles `debug` (its name carries a hash). */
function loggerModule(): string {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: from its Node entry (lib/node/index.js) to lib/browser.
  const browser = join(dirname(require.resolve('@mswjs/interceptors')), '../browser');
  const files = readdirSync(browser).filter((file) => /^create-request-id-[\w-]+\.js$/.test(file));
  expect(files, 'one create-request-id module in @mswjs/interceptors/lib/browser').toHaveLength(1);
  return readFileSync(join(browser, files[0] as string), 'utf8');
}

describe('markDebugSetup', () => {
  it('finds the debug set-up in the installed @mswjs/interceptors and only adds a pure annotation to it', () => {
    const code = loggerModule();
    const marked = markDebugSetup(code);
    expect(marked).not.toBeNull();
    // The same code, the one annotation aside: nothing msw runs is changed.
    expect((marked as string).replace('__toESM(/* @__PURE__ */ (/* @__PURE__ */ __commonJSMin(', '__toESM((/* @__PURE__ */ __commonJSMin(')).toBe(code);
    expect(marked).toContain('/* @__PURE__ */ (/* @__PURE__ */ __commonJSMin(');
  });

  it('uses debug only through the logger factory, so the set-up is unused wherever no logger is made', () => {
    const code = loggerModule();
    const uses = [...code.matchAll(/import_browser\b/g)].length;
    // The declaration, the factory's `(0, import_browser.default)(...)` and its concise timestamp's `import_browser.log`.
    expect(uses).toBe(3);
    const factory = code.slice(code.indexOf('function useConciseTimestamp'), code.indexOf('const interceptorsRegistry'));
    expect([...factory.matchAll(/import_browser\b/g)]).toHaveLength(2);
  });

  it('answers null for code without the set-up, or with it twice, so the build fails rather than keep the logger silently', () => {
    expect(markDebugSetup('export const x = 1;')).toBeNull();
    const setup = 'var import_browser = /* @__PURE__ */ __toESM((/* @__PURE__ */ __commonJSMin(() => {}))(), 1);\n';
    expect(markDebugSetup(setup + setup)).toBeNull();
  });
});
