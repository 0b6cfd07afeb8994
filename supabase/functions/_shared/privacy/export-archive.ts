// The personal data export archive (docs/privacy/export-and-erasure.md): one zip with, per table,
// its rows as JSON and as CSV, every stored file under its original name made safe for a zip
// path, and a README.txt listing the contents. Pure: the export function gathers the rows and
// the files' bytes and stores what this returns.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { CSV_BOM, csvLine } from '../csv.ts';
import { rowWithoutAccessLinks } from './access-links.ts';
import { TABLE_DESCRIPTIONS } from './table-descriptions.ts';

export { TABLE_DESCRIPTIONS };

/** A stored file to pack: its original name (as the person or staff gave it) and bytes. */
export interface ArchiveFile {
  filename: string;
  bytes: Uint8Array;
}

export interface ArchiveInput {
  email: string;
  createdAt: Date;
  siteName: string;
  /** Table name to its rows (to_jsonb of each row), as personal_data_export returns them. */
  tables: Readonly<Record<string, readonly Record<string, unknown>[]>>;
  files: readonly ArchiveFile[];
}

/** The rows as CSV with a BOM (Excel then reads Arabic as UTF-8): every key of any row a column. */
export function rowsToCsv(rows: readonly Record<string, unknown>[]): string {
  const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [header, ...rows.map((row) => header.map((key) => row[key]))].map(csvLine);
  return `${CSV_BOM}${lines.join('')}`;
}

/**
 * A file's name as a zip entry: its own letters kept (Arabic, spaces, brackets, # and %), but no
 * folder separators, control characters or leading dots, at most 150 characters.
 */
export function safeEntryName(filename: string): string {
  const cleaned = [...filename.normalize('NFC')]
    .map((ch) => (/[\p{Cc}\p{Cf}/\\:*?"<>|]/u.test(ch) ? '_' : ch))
    .join('')
    .replace(/^[\s.]+/, '')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= 150) return cleaned || 'file';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return chars.slice(0, 150 - [...extension].length).join('') + extension;
}

/** Entry names for the files, each unique (a repeated name gets " (2)", " (3)" before its extension). */
export function fileEntryNames(files: readonly ArchiveFile[]): string[] {
  const used = new Set<string>();
  return files.map((file) => {
    const base = safeEntryName(file.filename);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) {
      const dot = base.lastIndexOf('.');
      name = dot > 0 ? `${base.slice(0, dot)} (${n})${base.slice(dot)}` : `${base} (${n})`;
    }
    used.add(name.toLowerCase());
    return `files/${name}`;
  });
}

function readme(input: ArchiveInput, fileNames: readonly string[]): string {
  const tables = Object.entries(input.tables).map(
    ([name, rows]) =>
      `- ${name}.json and ${name}.csv: ${TABLE_DESCRIPTIONS[name] ?? name} (${rows.length} row${rows.length === 1 ? '' : 's'})`,
  );
  return [
    `Your personal data held by ${input.siteName}`,
    '',
    `For: ${input.email}`,
    `Made: ${input.createdAt.toISOString()}`,
    '',
    'Each table of our database that holds data about you is here twice: as JSON (every field,',
    'exactly as stored) and as CSV (for a spreadsheet). Tables with no rows about you are included',
    'empty, so you can see that we looked.',
    '',
    ...tables,
    '',
    fileNames.length > 0
      ? `Files attached to your record (${fileNames.length}), under their original names:`
      : 'No files are attached to your record.',
    ...fileNames.map((name) => `- ${name}`),
    '',
  ].join('\r\n');
}

/**
 * Every entry as made on Unix (APPNOTE 4.4.2: host 3), a regular file readable by its owner and
 * others (0644 in the upper half of the external attributes). fflate marks entries as made on
 * MS-DOS by default, and Info-ZIP's unzip (Linux, macOS) then reads a name as the DOS code page
 * even with the UTF-8 flag set, so 'عقد الشراكة 🌙.txt' came out as mojibake; fflate sets the
 * UTF-8 flag itself for any name outside ASCII.
 */
const UNIX_FILE = { os: 3, attrs: 0o100644 << 16 } as const;

/** The archive's bytes. */
export function buildExportArchive(input: ArchiveInput): Uint8Array {
  const entries: Zippable = {};
  const made = { mtime: input.createdAt, ...UNIX_FILE };
  for (const [name, stored] of Object.entries(input.tables)) {
    // A pass, sign-in or unsubscribe link in a mail would work for whoever holds the archive.
    const rows = stored.map(rowWithoutAccessLinks);
    entries[`data/${name}.json`] = [strToU8(`${JSON.stringify(rows, null, 2)}\n`), made];
    entries[`data/${name}.csv`] = [strToU8(rowsToCsv(rows)), made];
  }
  const fileNames = fileEntryNames(input.files);
  input.files.forEach((file, index) => {
    entries[fileNames[index]!] = [file.bytes, { ...made, level: 0 }];
  });
  entries['README.txt'] = [strToU8(readme(input, fileNames)), made];
  return zipSync(entries, { level: 6 });
}
