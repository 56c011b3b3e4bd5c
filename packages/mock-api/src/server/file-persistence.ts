/**
 * A {@link Persistence} in one JSON file, for the HTTP server (`npm run mock-api -- --data
 * ./hotel-data.json`): several browsers share one hotel, and it outlives a restart of the server.
 *
 * Every write replaces the file atomically: the new content goes to a temporary file in the same
 * folder, is flushed to disk (fsync), then renamed over the old file. A crash at any moment leaves
 * either the old file or the new one, never a mix; a temporary file left by a crash is removed at
 * the next start. One server process owns the file (two servers on one file would overwrite each
 * other's writes).
 *
 * A write that fails changes nothing, in the file or in memory (all or nothing, like the browser's
 * localStorage persistence): no room on the disk (ENOSPC, EDQUOT) throws a StorageFullError, which
 * the API answers 507 STORAGE_FULL; any other failure (no permission, an I/O error) a
 * StorageWriteError, answered 500 STORAGE_FAILED. Both say "The mock API could not save its data
 * file: <reason>", with the file's name but not its folders; the server's log has the full path.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { DbSnapshot, Persistence } from '../core/db';
import { StorageFullError, StorageWriteError } from '../core/persistence';

/** What the file says it is: `{format, version, savedAt, domains: {<domain>: <state>}}`. */
export const DATA_FILE_FORMAT = 'hotel-mock-api';
/** The layout of the file (not of the domains' states, which the store checks on load). */
export const DATA_FILE_VERSION = 1;

export interface FilePersistenceOptions {
  /**
   * Writes the whole text to a new file at `path` and flushes it to disk. Replaceable so a test can
   * fail or crash in the middle of a write; the default opens, writes, fsyncs and closes.
   */
  writeFile?: (path: string, text: string) => void;
  /** Where the persistence says what it did (a file read, an unreadable file set aside, a failed write). Default console.info. */
  log?: (message: string) => void;
}

export interface FilePersistence extends Persistence {
  /** The absolute path of the data file. */
  readonly file: string;
}

function writeAndFlush(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o600);
  try {
    const bytes = Buffer.from(text, 'utf8');
    for (let offset = 0; offset < bytes.length; ) offset += writeSync(fd, bytes, offset, bytes.length - offset);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes the folder itself, so the rename is on disk too (best effort: not every platform lets a folder be opened). */
function flushFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Windows and some file systems refuse; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error codes of a disk with no room left for the write: the API answers 507, like a full browser storage. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

/**
 * The persistence of the mock's store in `file` (created on the first write, with its folder).
 * Each domain is kept as its JSON text, so a write serialises only the domains it changed.
 */
export function filePersistence(file: string, options: FilePersistenceOptions = {}): FilePersistence {
  const path = resolve(file);
  const folder = dirname(path);
  const name = basename(path);
  const log = options.log ?? ((message: string) => console.info(message));
  const writeFile = options.writeFile ?? writeAndFlush;
  /** Temporary files are `.<name>.<pid>.<n>.tmp` beside the data file. */
  const tempPrefix = `.${name}.`;
  let written = 0;

  /** Domain name → its stored state as JSON text. A Map: a domain named like an Object property is still just a name. */
  const domains = new Map<string, string>();

  // A temporary file left by a crash is an unfinished write: the data file holds the last complete one.
  if (existsSync(folder)) {
    for (const entry of readdirSync(folder)) {
      if (entry.startsWith(tempPrefix) && entry.endsWith('.tmp')) rmSync(join(folder, entry), { force: true });
    }
  }

  if (existsSync(path)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      if (!isRecord(parsed) || parsed.format !== DATA_FILE_FORMAT || parsed.version !== DATA_FILE_VERSION || !isRecord(parsed.domains)) {
        throw new Error(`not a ${DATA_FILE_FORMAT} file of version ${DATA_FILE_VERSION}`);
      }
      for (const [domain, state] of Object.entries(parsed.domains)) domains.set(domain, JSON.stringify(state));
      log(`[mock-api] Demo data read from ${path} (${domains.size} domain${domains.size === 1 ? '' : 's'}).`);
    } catch (error) {
      // Kept, not overwritten: the next write starts a new file from the seed.
      const aside = `${path}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(path, aside);
      log(`[mock-api] ${path} could not be read (${(error as Error).message}); it was moved to ${aside} and the demo data starts from the seed.`);
    }
  }

  const text = () =>
    `{"format":${JSON.stringify(DATA_FILE_FORMAT)},"version":${DATA_FILE_VERSION},"savedAt":${JSON.stringify(new Date().toISOString())},"domains":{${[...domains]
      .map(([domain, state]) => `${JSON.stringify(domain)}:${state}`)
      .join(',')}}}\n`;

  /** Replaces the file with the current domains: a temporary file, flushed, renamed over it. */
  const commit = () => {
    mkdirSync(folder, { recursive: true });
    written += 1;
    const temp = join(folder, `${tempPrefix}${process.pid}.${written}.tmp`);
    try {
      writeFile(temp, text());
      renameSync(temp, path);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    flushFolder(folder);
  };

  return {
    file: path,
    load(domain) {
      const stored = domains.get(domain);
      return stored === undefined ? undefined : JSON.parse(stored);
    },
    save(states: DbSnapshot) {
      if (Object.keys(states).length === 0) return;
      const before = new Map(domains);
      for (const [domain, state] of Object.entries(states)) {
        if (state === undefined) domains.delete(domain);
        else domains.set(domain, JSON.stringify(state));
      }
      try {
        commit();
      } catch (error) {
        // Memory says what the file says: the write did not happen.
        domains.clear();
        for (const [domain, state] of before) domains.set(domain, state);
        const { code, message } = error as NodeJS.ErrnoException;
        log(`[mock-api] The demo data could not be written to ${path}: ${message}`);
        // The client is told the reason, not the server's folders.
        const reason = String(message).split(`${folder}${sep}`).join('').split(folder).join(basename(folder));
        if (code !== undefined && NO_ROOM.has(code)) {
          const answer = `The mock API could not save its data file: ${reason}. The call changed nothing; free some disk space or reset the demo data.`;
          throw new StorageFullError(Object.keys(states).join(', '), error, answer);
        }
        throw new StorageWriteError(`The mock API could not save its data file: ${reason}. The call changed nothing.`, error);
      }
    },
    clear() {
      domains.clear();
      rmSync(path, { force: true });
    },
  };
}
