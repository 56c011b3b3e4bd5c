export interface PackageManifest {
  name?: string;
  version?: string;
  license?: string;
  repository?: string | { type?: string; url?: string; directory?: string };
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
/** Problems with a tarball's file list (`npm pack --dry-run --json`'s `files[].path`). */
export declare function packFileProblems(paths: string[]): string[];
/** Problems with a publishable package.json; `changelog` is its CHANGELOG.md text. */
export declare function manifestProblems(pkg: PackageManifest, changelog?: string): string[];
/** The package a bare specifier names, or null for relative paths and Node's own modules. */
export declare function packageOf(specifier: string): string | null;
/** Every module specifier a built JS or .d.ts file imports. */
export declare function specifiersIn(code: string): string[];
/** Imports of dist files (`{path: code}`) that name a package the manifest does not declare. */
export declare function undeclaredImports(pkg: PackageManifest, files: Record<string, string>): string[];
