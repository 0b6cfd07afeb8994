import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/local/db/index.ts';
import {
  copyTemplateInto,
  ensureTemplate,
  TEMPLATE_DIR,
} from '../../../supabase/local/db/pglite-template.ts';
import { tempFolderMaker } from './support/temp-database.ts';

const tempFolder = tempFolderMaker();

describe('the PGlite template a new data folder starts from', () => {
  it('is made once, aside, even when two callers ask at the same moment', async () => {
    const templateDir = path.join(tempFolder('template'), 'pglite-x');
    const [first, second] = await Promise.all([
      ensureTemplate(templateDir),
      ensureTemplate(templateDir),
    ]);
    expect(first).toBe(templateDir);
    expect(second).toBe(templateDir);
    expect(fs.existsSync(path.join(templateDir, 'PG_VERSION'))).toBe(true);
    // Nothing half-made is left beside it.
    expect(fs.readdirSync(path.dirname(templateDir))).toEqual(['pglite-x']);
    const made = fs.statSync(path.join(templateDir, 'PG_VERSION')).mtimeMs;
    await ensureTemplate(templateDir);
    expect(fs.statSync(path.join(templateDir, 'PG_VERSION')).mtimeMs).toBe(made);
  });

  it('is copied into an empty data folder, which then opens, migrates and keeps its rows', async () => {
    const dataDir = tempFolder('from-template');
    const db = await openDatabase({ dataDir });
    try {
      expect(fs.existsSync(path.join(TEMPLATE_DIR, 'PG_VERSION'))).toBe(true);
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from supabase_migrations.schema_migrations',
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
      await db.query(
        `insert into public.contact_messages (name, email, message) values ('T', 't@example.com', 'Hi')`,
      );
    } finally {
      await db.close();
    }
    // Only the cluster and the backend's own files: no copy left half-way.
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('copying'))).toEqual([]);
    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = await reopened.query<{ n: number }>(
        `select count(*)::int as n from public.contact_messages where email = 't@example.com'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await reopened.close();
    }
  });

  it('is not used when it cannot be made: the folder is left for initdb', async () => {
    const blocker = path.join(tempFolder('blocked'), 'a-file');
    fs.writeFileSync(blocker, '');
    const pgDir = path.join(tempFolder('left-empty'), 'pg');
    fs.mkdirSync(pgDir);
    // The template's parent is a file, so it cannot be made.
    expect(await copyTemplateInto(pgDir, path.join(blocker, 'pglite-x'))).toBe(false);
    expect(fs.readdirSync(pgDir)).toEqual([]);
  });

  it('runs Postgres with a 16MB page cache (the default 128MB is resident from the start)', async () => {
    const db = await openDatabase({ dataDir: tempFolder('buffers'), skipMigrations: true });
    try {
      const { rows } = await db.query<{ shared_buffers: string }>('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
    }
  });
});

describe('what a killed start leaves beside the template or in a data folder', () => {
  it('is removed: a half-copied cluster at once (the folder is locked), a half-made template once stale', async () => {
    const dataDir = tempFolder('leftover');
    const halfCopied = path.join(dataDir, 'pg.copying-dead');
    fs.mkdirSync(halfCopied);
    fs.writeFileSync(path.join(halfCopied, 'PG_VERSION'), '18\n');
    const db = await openDatabase({ dataDir, skipMigrations: true });
    await db.close();
    expect(fs.existsSync(halfCopied)).toBe(false);

    const parent = tempFolder('stale-template');
    const fresh = path.join(parent, 'pglite-x.making-alive');
    const stale = path.join(parent, 'pglite-x.making-dead');
    fs.mkdirSync(fresh);
    fs.mkdirSync(stale);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(stale, hourAgo, hourAgo);
    await ensureTemplate(path.join(parent, 'pglite-x'));
    // Another process may still be making the fresh one.
    expect(fs.readdirSync(parent).sort()).toEqual(['pglite-x', 'pglite-x.making-alive']);
  });
});
