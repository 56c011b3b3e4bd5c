/**
 * The modules a root really uses through static imports, following re-exports by name: importing
 * `Button` from a package's barrel (`export { Button } from './button'; export { Select } ...`)
 * reaches `button`, not every module the barrel re-exports. A pure barrel (nothing but imports and
 * exports, e.g. `import * as Dialog from '...'; export { Dialog }`) is read the same way. Any other
 * module's imports are all followed (whichever of its exports is used), so the answer errs on the
 * side of more, never fewer.
 */

/** What the walk needs of the bundler: a module's code, an AST of it, and import resolution. */
export interface ClosureHost {
  /** The module's code after transforms (JavaScript), or null when it has none (external). */
  codeOf(id: string): string | null;
  /** An ESTree program of the code. */
  parse(code: string): { body: readonly unknown[] };
  /** The id an import specifier resolves to from `importer`, or null (external or unresolved). */
  resolve(specifier: string, importer: string): Promise<string | null>;
}

interface Named {
  type: string;
  name?: string;
  value?: unknown;
}
interface Specifier {
  type: string;
  imported?: Named;
  local?: Named;
  exported?: Named;
}
interface Statement {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: Specifier[];
  exported?: Named | null;
  declaration?: { id?: Named | null; declarations?: Array<{ id?: Named }> } | null;
}

const nameOf = (node: Named | undefined | null): string => String(node?.name ?? node?.value ?? '');

/** The import a local binding comes from: its specifier and imported name ('*' for a namespace). */
function importBinding(body: readonly Statement[], local: string): { specifier: string; name: string } | null {
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
    for (const s of statement.specifiers ?? []) {
      if (nameOf(s.local) !== local) continue;
      const name = s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
      return { specifier: statement.source.value, name };
    }
  }
  return null;
}

/** Every name, or a set of export names. */
type Need = 'all' | Set<string>;

/**
 * The static closure of `root` as used: `root` itself, every module it imports, and through
 * re-exports only the modules that provide the names asked for.
 */
export async function usedClosure(root: string, host: ClosureHost): Promise<Set<string>> {
  const needs = new Map<string, Need>();
  const visited = new Set<string>();
  const programs = new Map<string, Statement[]>();
  const resolved = new Map<string, string | null>();
  const queue: Array<{ id: string; need: Need }> = [{ id: root, need: 'all' }];

  const resolve = async (specifier: string, importer: string) => {
    const key = `${importer}\0${specifier}`;
    if (!resolved.has(key)) resolved.set(key, await host.resolve(specifier, importer));
    return resolved.get(key) ?? null;
  };
  const bodyOf = (id: string): Statement[] | null => {
    const code = host.codeOf(id);
    if (code === null) return null;
    let body = programs.get(id);
    if (!body) {
      body = host.parse(code).body as Statement[];
      programs.set(id, body);
    }
    return body;
  };
  /** Which of `names` a module exports, itself or through its own `export *` (cycles end). */
  const provided = async (id: string, names: Set<string>, seen = new Set<string>()): Promise<Set<string>> => {
    const found = new Set<string>();
    const body = seen.has(id) ? null : bodyOf(id);
    seen.add(id);
    for (const statement of body ?? []) {
      if (statement.type === 'ExportDefaultDeclaration') found.add('default');
      if (statement.type === 'ExportNamedDeclaration') {
        for (const s of statement.specifiers ?? []) found.add(nameOf(s.exported));
        const declaration = statement.declaration;
        if (declaration?.id) found.add(nameOf(declaration.id));
        for (const d of declaration?.declarations ?? []) found.add(nameOf(d.id));
      }
      if (statement.type === 'ExportAllDeclaration') {
        if (statement.exported) found.add(nameOf(statement.exported));
        else if (typeof statement.source?.value === 'string') {
          const target = await resolve(statement.source.value, id);
          if (target) for (const name of await provided(target, names, seen)) found.add(name);
        }
      }
    }
    return new Set([...names].filter((name) => found.has(name)));
  };
  /** The part of `need` that is new for `id` (and records it), or null when nothing is. */
  const fresh = (id: string, need: Need): Need | null => {
    const had = needs.get(id);
    if (had === 'all') return null;
    if (need === 'all') {
      needs.set(id, 'all');
      return 'all';
    }
    const added = new Set([...need].filter((name) => !had?.has(name)));
    if (had && added.size === 0) return null;
    needs.set(id, new Set([...(had ?? []), ...added]));
    return added;
  };

  while (queue.length > 0) {
    const { id, need: asked } = queue.pop()!;
    const need = fresh(id, asked);
    if (need === null) continue;
    const body = bodyOf(id);
    if (body === null) continue;
    const firstVisit = !visited.has(id);
    visited.add(id);
    // A pure barrel's imports are followed through its export list, by the names asked for.
    const barrel = body.every((statement) => /^(Import|Export(Named|All))Declaration$/.test(statement.type) && !statement.declaration);
    const reexported = new Set(
      body.filter((statement) => statement.type === 'ExportNamedDeclaration' && !statement.source).flatMap((statement) => (statement.specifiers ?? []).map((s) => nameOf(s.local))),
    );
    for (const statement of body) {
      const specifier = statement.source?.value;
      if (barrel && statement.type === 'ExportNamedDeclaration' && typeof specifier !== 'string') {
        for (const exported of statement.specifiers ?? []) {
          if (need !== 'all' && !need.has(nameOf(exported.exported))) continue;
          const binding = importBinding(body, nameOf(exported.local));
          const target = binding && (await resolve(binding.specifier, id));
          if (target) queue.push({ id: target, need: binding.name === '*' ? 'all' : new Set([binding.name]) });
        }
        continue;
      }
      if (typeof specifier !== 'string') continue;
      if (statement.type === 'ImportDeclaration') {
        const names = statement.specifiers ?? [];
        if (!firstVisit || (barrel && names.length > 0 && names.every((s) => reexported.has(nameOf(s.local))))) continue;
        const target = await resolve(specifier, id);
        if (!target) continue;
        const whole = names.length === 0 || names.some((s) => s.type === 'ImportNamespaceSpecifier');
        queue.push({ id: target, need: whole ? 'all' : new Set(names.map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported)))) });
      } else if (statement.type === 'ExportNamedDeclaration') {
        const wanted = (statement.specifiers ?? []).filter((s) => need === 'all' || need.has(nameOf(s.exported)));
        if (wanted.length === 0) continue;
        const target = await resolve(specifier, id);
        if (target) queue.push({ id: target, need: new Set(wanted.map((s) => nameOf(s.local))) });
      } else if (statement.type === 'ExportAllDeclaration') {
        // `export * as ns from` gives one name; `export * from` passes on those of the names asked
        // for that the target provides (a barrel of many `export *` reaches only the right ones).
        if (statement.exported && need !== 'all' && !need.has(nameOf(statement.exported))) continue;
        const target = await resolve(specifier, id);
        if (!target) continue;
        const passed = statement.exported || need === 'all' ? 'all' : await provided(target, need);
        if (passed === 'all' || passed.size > 0) queue.push({ id: target, need: passed });
      }
    }
  }
  return visited;
}
