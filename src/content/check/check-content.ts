import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFile } from './check-file.ts';
import type { Finding } from './finding.ts';

const CONTENT_FILE = /\.(md|ya?ml)$/;

/** Checks every Markdown and YAML file under `<root>/content`, in path order. */
export function checkContent(root: string): Finding[] {
  const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => CONTENT_FILE.test(file))
    .map((file) => path.posix.join('content', file.split(path.sep).join('/')))
    .sort();
  const present = new Set(files);
  return files.flatMap((file) =>
    checkFile(file, readFileSync(path.join(root, file), 'utf8'), present),
  );
}
