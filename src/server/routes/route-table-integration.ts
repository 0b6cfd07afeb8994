/** Writes the routes Astro resolved into dist/_routes.json at the end of a build (route-table.ts). */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration, IntegrationResolvedRoute } from 'astro';
import { ROUTE_TABLE_FILE, type RouteEntry } from './route-table.ts';

export function routeTable(): AstroIntegration {
  let routes: IntegrationResolvedRoute[] = [];
  let outDir: URL | undefined;
  return {
    name: 'route-table',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:routes:resolved': ({ routes: resolved }) => {
        routes = resolved;
      },
      'astro:build:done': async () => {
        if (!outDir) return;
        const table: RouteEntry[] = routes.map((route) => ({
          pattern: route.pattern,
          regex: route.patternRegex.source,
        }));
        await writeFile(new URL(ROUTE_TABLE_FILE, outDir), `${JSON.stringify(table, null, 2)}\n`);
      },
    },
  };
}
