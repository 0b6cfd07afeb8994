import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataFolderLockedError,
  LOCK_FILE_NAME,
  lockDataFolder,
} from '../../../supabase/local/db/data-folder-lock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'majlis-lock-'));
  dirs.push(dir);
  return dir;
}

/** The PID of a process that has certainly exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(result.stdout.toString());
}

describe('lockDataFolder', () => {
  it('writes our PID, refuses a second holder, and frees the folder on release', () => {
    const dir = tempDir();
    const release = lockDataFolder(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(
      String(process.pid),
    );
    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    release();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataFolder(dir)();
  });

  it('refuses when a live process holds the folder, naming it', () => {
    const dir = tempDir();
    // PID 1 is always alive.
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), '1\n');
    expect(() => lockDataFolder(dir)).toThrow(/in use by another process \(PID 1\)/);
  });

  it.each([
    ['a dead process', () => `${deadPid()}\n`],
    ['an empty file', () => ''],
    ['garbage', () => 'not a pid'],
  ])('takes over a lock left by %s', (_label, contents) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE_NAME), contents());
    const release = lockDataFolder(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(
      String(process.pid),
    );
    release();
  });

  it('creates the folder when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataFolder(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});
