import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { usedClosure, type ClosureHost } from './used-closure';

/** A module graph of plain specifiers: each module's code by id; specifiers are ids. */
function host(modules: Record<string, string>): ClosureHost {
  return {
    codeOf: (id) => modules[id] ?? null,
    parse: (code) => parseAst(code),
    resolve: async (specifier) => (specifier in modules ? specifier : null),
  };
}

describe('usedClosure', () => {
  const barrel = {
    app: `import { Button } from 'ui'; import 'styles'; export const App = () => Button;`,
    ui: `export { Button, buttonVariants } from 'button'; export { Select } from 'select'; export * from 'icons'; export * as forms from 'forms';`,
    button: `import { cn } from 'cn'; export const Button = cn; export const buttonVariants = 1;`,
    select: `import { Popper } from 'popper'; export const Select = Popper;`,
    popper: `export const Popper = 1;`,
    icons: `import { glyphs } from 'glyphs'; export const Icon = glyphs;`,
    glyphs: `export const glyphs = 1;`,
    forms: `import { zod } from 'zod'; export const Form = zod;`,
    zod: `export const zod = 1;`,
    cn: `export const cn = 1;`,
    styles: ``,
  };

  it('follows a barrel only to the modules that export what is imported', async () => {
    expect([...(await usedClosure('app', host(barrel)))].sort()).toEqual(['app', 'button', 'cn', 'styles', 'ui']);
  });

  it('passes names through `export *` and takes a namespace re-export whole', async () => {
    const modules = { ...barrel, app: `import { Icon, forms } from 'ui'; export default [Icon, forms];` };
    expect([...(await usedClosure('app', host(modules)))].sort()).toEqual(['app', 'forms', 'glyphs', 'icons', 'ui', 'zod']);
  });

  it('takes the whole barrel for a namespace import, and adds names asked for later', async () => {
    const whole = { ...barrel, app: `import * as ui from 'ui'; export default ui;` };
    expect((await usedClosure('app', host(whole))).size).toBe(10);
    const later = { ...barrel, app: `import { Button } from 'ui'; import { Select } from 'other';`, other: `export { Select } from 'ui';` };
    expect([...(await usedClosure('app', host(later)))].sort()).toEqual(['app', 'button', 'cn', 'other', 'popper', 'select', 'ui']);
  });

  it('follows renamed and default re-exports by their local name', async () => {
    const modules = {
      app: `import { Primary, Card } from 'ui';`,
      ui: `export { Button as Primary } from 'button'; export { default as Card } from 'card'; export { Select } from 'select';`,
      button: `export const Button = 1;`,
      card: `export default 1;`,
      select: `export const Select = 1;`,
    };
    expect([...(await usedClosure('app', host(modules)))].sort()).toEqual(['app', 'button', 'card', 'ui']);
  });

  it('reads a pure barrel of imports and an export list by the names asked for', async () => {
    const modules = {
      app: `import { Dialog } from 'radix';`,
      radix: `import * as Dialog from 'dialog'; import * as Select from 'select'; import { Slot } from 'slot'; export { Dialog, Select, Slot };`,
      dialog: `import { portal } from 'portal'; export const Root = portal;`,
      portal: `export const portal = 1;`,
      select: `export const Root = 1;`,
      slot: `export const Slot = 1;`,
    };
    expect([...(await usedClosure('app', host(modules)))].sort()).toEqual(['app', 'dialog', 'portal', 'radix']);
    const notPure = { ...modules, radix: `${modules.radix} console.log(Select);` };
    expect([...(await usedClosure('app', host(notPure)))].sort()).toEqual(['app', 'dialog', 'portal', 'radix', 'select', 'slot']);
  });

  it('skips what does not resolve (externals)', async () => {
    expect([...(await usedClosure('app', host({ app: `import React from 'react'; export default React;` })))]).toEqual(['app']);
  });
});
