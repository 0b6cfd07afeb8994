// The export archive's rules (supabase/functions/_shared/privacy/export-archive.ts), table-tested:
// file names kept as people wrote them but never leaving their folder, CSV cells quoted and
// formulas neutralised, and the zip holding each table twice, every file and a README.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  buildExportArchive,
  fileEntryNames,
  rowsToCsv,
  safeEntryName,
} from '../../../supabase/functions/_shared/privacy/export-archive.ts';

describe('safeEntryName', () => {
  it.each([
    ['Budget (v2) [final] #3 50%.pdf', 'Budget (v2) [final] #3 50%.pdf'],
    ['عقد الشراكة 🌙.txt', 'عقد الشراكة 🌙.txt'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..\\..\\boot.ini', '_.._boot.ini'],
    ['.hidden', 'hidden'],
    ['a/b:c*d?e"f<g>h|i.txt', 'a_b_c_d_e_f_g_h_i.txt'],
    ['tab\there\u0000.txt', 'tab_here_.txt'],
    ['   ', 'file'],
    ['e\u0301te\u0301.pdf', 'été.pdf'],
    [`${'ب'.repeat(300)}.pdf`, `${'ب'.repeat(146)}.pdf`],
  ])('%j → %j', (name, expected) => {
    expect(safeEntryName(name)).toBe(expected);
  });
});

describe('fileEntryNames', () => {
  it('keeps names unique, whatever their case, before the extension', () => {
    const bytes = new Uint8Array();
    expect(
      fileEntryNames(
        ['deck.pdf', 'Deck.pdf', 'deck.pdf', 'README', 'README'].map((filename) => ({
          filename,
          bytes,
        })),
      ),
    ).toEqual([
      'files/deck.pdf',
      'files/Deck (2).pdf',
      'files/deck (3).pdf',
      'files/README',
      'files/README (2)',
    ]);
  });
});

describe('rowsToCsv', () => {
  it('makes a header from every key of any row', () => {
    expect(rowsToCsv([{ a: 1 }, { b: 'ليلى' }])).toBe('\uFEFFa,b\r\n1,\r\n,ليلى\r\n');
    expect(rowsToCsv([])).toBe('\uFEFF\r\n');
  });
});

describe('buildExportArchive', () => {
  it('holds each table as JSON and CSV, every file, and a README naming them', () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 0, 255]);
    const zip = unzipSync(
      buildExportArchive({
        email: 'layla@example.org',
        createdAt: new Date('2026-11-27T05:00:00Z'),
        siteName: 'Majlis Network',
        tables: { contacts: [{ id: '1', first_name: 'ليلى' }], consents: [] },
        files: [
          { filename: 'Budget (v2) [final] #3 50%.pdf', bytes: pdf },
          { filename: '../secret.txt', bytes: new Uint8Array([1]) },
        ],
      }),
    );
    expect(Object.keys(zip).sort()).toEqual([
      'README.txt',
      'data/consents.csv',
      'data/consents.json',
      'data/contacts.csv',
      'data/contacts.json',
      'files/Budget (v2) [final] #3 50%.pdf',
      'files/_secret.txt',
    ]);
    expect(zip['files/Budget (v2) [final] #3 50%.pdf']).toEqual(pdf);
    expect(JSON.parse(strFromU8(zip['data/contacts.json']!))).toEqual([
      { id: '1', first_name: 'ليلى' },
    ]);
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain('For: layla@example.org');
    expect(readme).toContain(
      '- consents.json and consents.csv: the consents you gave or withdrew (0 rows)',
    );
    expect(readme).toContain('- files/_secret.txt');
  });
});

// The archive as people open it (issue 41): Info-ZIP's unzip (Linux, macOS) and Python's zipfile
// give back every entry under its own name, Arabic and emoji included, with the same bytes.
describe('the archive opened by common tools', () => {
  const files = [
    { filename: 'عقد الشراكة - سارة 🌙.txt', bytes: new TextEncoder().encode('عقد\n') },
    { filename: 'Budget (v2) [final] #3 50%.pdf', bytes: new Uint8Array([37, 80, 68, 70, 0, 255]) },
  ];
  const archive = () =>
    buildExportArchive({
      email: 'layla@example.com',
      createdAt: new Date('2026-11-29T10:00:00Z'),
      siteName: 'Majlis',
      tables: { contacts: [{ first_name: 'ليلى' }] },
      files,
    });
  const expected = [
    'README.txt',
    'data/contacts.csv',
    'data/contacts.json',
    'files/Budget (v2) [final] #3 50%.pdf',
    'files/عقد الشراكة - سارة 🌙.txt',
  ];

  it('unzip (Info-ZIP) writes each name as it was, and the bytes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'archive-unzip-'));
    try {
      writeFileSync(path.join(dir, 'export.zip'), archive());
      execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], {
        cwd: dir,
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      });
      const out = path.join(dir, 'out');
      const names = readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))
        .sort();
      expect(names).toEqual(expected);
      for (const file of files) {
        expect(new Uint8Array(readFileSync(path.join(out, 'files', file.filename)))).toEqual(
          file.bytes,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Python's zipfile lists each name as it was, and the bytes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'archive-python-'));
    try {
      writeFileSync(path.join(dir, 'export.zip'), archive());
      const listed = execFileSync(
        'python3',
        [
          '-c',
          'import json, sys, zipfile\n' +
            'z = zipfile.ZipFile(sys.argv[1])\n' +
            'print(json.dumps({i.filename: list(z.read(i)) for i in z.infolist()}))',
          path.join(dir, 'export.zip'),
        ],
        { encoding: 'utf8' },
      );
      const entries = JSON.parse(listed) as Record<string, number[]>;
      expect(Object.keys(entries).sort()).toEqual(expected);
      for (const file of files) {
        expect(entries[`files/${file.filename}`]).toEqual([...file.bytes]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
