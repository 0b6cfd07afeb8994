import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentCheck } from '~/content/check/integration.ts';

const roots: string[] = [];

function projectWith(files: Record<string, string>): URL {
  const root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return pathToFileURL(`${root}/`);
}

async function runBuildStart(root: URL) {
  const integration = contentCheck();
  const logger = { info: vi.fn(), warn: vi.fn() };
  const hooks = integration.hooks as Record<string, (options: unknown) => unknown>;
  await hooks['astro:config:done']?.({ config: { root } });
  await hooks['astro:build:start']?.({ logger });
  return logger;
}

afterEach(() => {
  vi.unstubAllEnvs();
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the content check at build', () => {
  const role = 'role:\n  en: R\n  ar: ر\n';
  const sample = { 'content/people/a.yaml': `name: A\n${role}group: g\nsample: true\n` };

  it('prints the count and builds', async () => {
    const logger = await runBuildStart(projectWith(sample));
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('3 content findings: 1 sample entry, 1 missing photo'),
    );
  });

  it('fails a strict build that has findings', async () => {
    vi.stubEnv('CONTENT_STRICT', '1');
    await expect(runBuildStart(projectWith(sample))).rejects.toThrow(/3 content findings/);
  });

  it('passes a strict build with nothing to report', async () => {
    vi.stubEnv('CONTENT_STRICT', '1');
    const person = `name: A\n${role}group: g\nphoto: ./a.jpg\nprofileUrl: https://example.org/a\n`;
    const logger = await runBuildStart(projectWith({ 'content/people/a.yaml': person }));
    expect(logger.info).toHaveBeenCalledWith('no content findings');
  });

  it('lists a missing translation but lets a strict build through', async () => {
    vi.stubEnv('CONTENT_STRICT', '1');
    const person =
      'name: A\nrole: R\ngroup: g\nphoto: ./a.jpg\nprofileUrl: https://example.org/a\n';
    const logger = await runBuildStart(projectWith({ 'content/people/a.yaml': person }));
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('1 content finding: 1 missing translation'),
    );
  });
});
