// `npm ci` installs exactly what package-lock.json names, so the lock must name the native
// packages of every platform contributors use, not only this machine's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<
    string,
    { version?: string; optional?: boolean; optionalDependencies?: Record<string, string> }
  >;
};
const installed = Object.keys(lock.packages);

describe('package-lock.json', () => {
  it.each([
    ['Tailwind oxide', /node_modules\/@tailwindcss\/oxide-(darwin|win32|linux)-[a-z0-9-]+$/],
    ['esbuild', /node_modules\/@esbuild\/(darwin|win32|linux)-[a-z0-9]+$/],
    [
      'the Astro compiler',
      /node_modules\/@astrojs\/compiler-binding-(darwin|win32|linux)-[a-z0-9-]+$/,
    ],
    ['Deno', /node_modules\/@deno\/(darwin|win32|linux)-[a-z0-9-]+$/],
  ])('names %s for macOS, Windows and Linux', (_label, pattern) => {
    const platforms = new Set(
      installed.filter((name) => pattern.test(name)).map((name) => pattern.exec(name)?.[1]),
    );
    expect([...platforms].sort()).toEqual(['darwin', 'linux', 'win32']);
  });

  it('has an entry for every optional dependency it names, at the version named', () => {
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
        // npm resolves a dependency in the nearest node_modules folder up the tree.
        const parents = location.split('/node_modules/');
        const candidates = parents.map((_, i) =>
          [...parents.slice(0, parents.length - i), name].join('/node_modules/'),
        );
        candidates.push(`node_modules/${name}`);
        const found = candidates.map((path) => lock.packages[path]).find(Boolean);
        // Native packages are pinned exactly; a range only needs an entry to exist.
        const exact = /^\d/.test(version);
        if (!found || (exact && found.version !== version))
          missing.push(`${location} → ${name}@${version}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('pins the project-local Node that npm scripts run on', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    expect(lock.packages['node_modules/node']?.version).toBe(pkg.devDependencies['node']);
    expect(readFileSync('.node-version', 'utf8').trim()).toBe(
      pkg.devDependencies['node']?.split('.')[0],
    );
  });
});
