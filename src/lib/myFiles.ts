// 'Mijn bestanden': the reader's broker files, chosen once and used by every tool (Mijn kosten, box 3, the
// portfolio). The rules here are pure: what an entry is and how a stored one is checked, whose it is, which tools it
// serves, and how the portfolio's kept files become entries. How what the tools kept before becomes entries, read
// by Mijn kosten and box 3 only, is src/lib/myFilesMigration.ts.
// The browser keeps the entries (src/browser/myFilesDb.ts); the store (src/stores/myFiles.ts) acts on them.

/**
 * Whose an entry is: a signed-in account (kept on this device for that account), this tab's session (gone when no tab
 * of the session lives) or this device's signed-out reader ('Bewaar op dit apparaat').
 */
export type MyFilesOwner = `account:${string}` | `session:${string}` | 'device';

export type MyFilesTool = 'costs' | 'box3' | 'portfolio';

export interface MyFileEntry {
  readonly id: string;
  readonly name: string;
  /** Bytes of the file (0 for an entry migrated without its file). */
  readonly size: number;
  /** 'YYYY-MM-DD' of the file's last change, '' when not known (a migrated entry). */
  readonly day: string;
  /** ISO instant the entry was added. */
  readonly added: string;
  readonly owner: MyFilesOwner;
  /** The chosen file itself, which every tool reads again; null for an entry migrated from a tool's old storage. */
  readonly file: Blob | null;
  /**
   * What Mijn kosten saved of the file before this store existed (a ParsedExport as stored): it serves Mijn kosten and
   * box 3 without the file. Checked by the tool that uses it (src/lib/exports/saved.ts › isParsedExport), so the
   * portfolio's pages never load that check.
   */
  readonly parsed?: unknown;
  /** Migrated from the portfolio: its records are in the portfolio's own storage under this file name. */
  readonly portfolio?: true;
}

export const accountOwner = (uid: string): MyFilesOwner => `account:${uid}`;
export const sessionOwner = (session: string): MyFilesOwner => `session:${session}`;

/** The session an owner names, or null when it is an account's or the device's. */
export function sessionOf(owner: MyFilesOwner): string | null {
  return owner.startsWith('session:') ? owner.slice('session:'.length) : null;
}

/** Which owners a reader sees: an account its own; a signed-out reader this session's and the device's. */
export function ownersOfReader(uid: string | null, session: string): readonly MyFilesOwner[] {
  return uid === null ? [sessionOwner(session), 'device'] : [accountOwner(uid)];
}

/** Where the reader's files are kept, as the pages say it. */
export type MyFilesPlace = 'tab' | 'device' | 'device-and-account';

export function placeOfFiles(signedIn: boolean, keptWithAccount: boolean, keptOnDevice: boolean): MyFilesPlace {
  if (signedIn) return keptWithAccount ? 'device-and-account' : 'device';
  return keptOnDevice ? 'device' : 'tab';
}

/**
 * Whether an entry serves a tool: one with its file serves all three (each reads it again); one migrated from Mijn
 * kosten serves Mijn kosten and box 3 (it has the parsed export); one migrated from the portfolio serves the portfolio
 * (its records are kept there). The others ask the reader to choose the file again.
 */
export function entryServes(entry: MyFileEntry, tool: MyFilesTool): boolean {
  if (entry.file !== null) return true;
  if (tool === 'portfolio') return entry.portfolio === true;
  return entry.parsed !== undefined;
}

type Loose = Record<string, unknown>;
export const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const OWNER = /^(account:.+|session:.+|device)$/;
const DAY = /^(\d{4}-\d{2}-\d{2})?$/;

/**
 * A stored entry checked field by field (IndexedDB can hold an older version or a half-written value); undefined
 * when it cannot be used. The file is checked by the caller's `isFile` (a Blob in the browser).
 */
export function readMyFileEntry(value: unknown, isFile: (file: unknown) => file is Blob): MyFileEntry | undefined {
  if (!isObject(value)) return undefined;
  const { id, name, size, day, added, owner, file, parsed, portfolio } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || name === '') return undefined;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return undefined;
  if (typeof day !== 'string' || !DAY.test(day) || typeof added !== 'string' || Number.isNaN(Date.parse(added)))
    return undefined;
  if (typeof owner !== 'string' || !OWNER.test(owner)) return undefined;
  if (file !== null && !isFile(file)) return undefined;
  if (parsed !== undefined && (typeof parsed !== 'object' || parsed === null)) return undefined;
  if (portfolio !== undefined && portfolio !== true) return undefined;
  // An entry that serves no tool is nothing kept.
  if (file === null && parsed === undefined && portfolio === undefined) return undefined;
  return {
    id,
    name,
    size,
    day,
    added,
    owner: owner as MyFilesOwner,
    file,
    ...(parsed === undefined ? {} : { parsed }),
    ...(portfolio === undefined ? {} : { portfolio }),
  };
}

/** The id of a migrated entry: one per owner and file name, so a migration run twice adds nothing twice. */
export const migratedId = (owner: MyFilesOwner, from: string, name: string) => `${from}:${owner}:${name}`;

/** The portfolio's kept files as entries: each serves the portfolio and asks for the file again elsewhere. */
export function entriesFromStoredPortfolio(
  stored: { readonly savedAt: string; readonly files: readonly { readonly name: string }[] },
  owner: MyFilesOwner,
): MyFileEntry[] {
  return stored.files.map((file) => ({
    id: migratedId(owner, 'portfolio', file.name),
    name: file.name,
    size: 0,
    day: '',
    added: stored.savedAt,
    owner,
    file: null,
    portfolio: true,
  }));
}
