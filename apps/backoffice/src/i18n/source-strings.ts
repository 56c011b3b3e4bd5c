import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A string literal passed to the hotel translator, and where. */
export interface SourceString {
  text: string;
  file: string;
}

const CALL = /\b(?:t|text\.t)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\$]|\\.)*)`)/g;
// The shell's own keys ('header.openSettings', 'user.signOut') go to its namespace, not this catalog.
const SHELL_KEY = /^[\w-]+(\.[\w-]+)+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' || entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|browser\.test|visual\.test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/**
 * Every literal the app's sources pass to `t(…)` (the hotel translator): the strings the Turkish
 * catalog must hold. Shell keys (dotted, no spaces) are left out.
 */
export function sourceStrings(root: string): SourceString[] {
  return sourceFiles(root).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    return [...source.matchAll(CALL)]
      .map((match) => unescape(match[1] ?? match[2] ?? match[3] ?? ''))
      .filter((text) => text.trim() !== '' && !SHELL_KEY.test(text))
      .map((text) => ({ text, file: relative(root, file) }));
  });
}
