import type { AstroIntegration } from 'astro';
import { environment, setVariables } from '../../supabase/local/environment.ts';
import { normaliseForwardedProto } from '../../supabase/local/server/request-scheme.ts';
import { backendMode } from './backend-mode.ts';

/**
 * `npm run dev`: mounts the embedded Supabase-compatible backend on Astro's dev server, so the
 * dev origin answers /auth/v1, /rest/v1, … exactly like `npm start` does, with hot reload.
 * Does nothing when a hosted project is configured or outside the dev server.
 */
export function devBackend(): AstroIntegration {
  let port = 4321;
  return {
    name: 'majlis:dev-backend',
    hooks: {
      'astro:config:done': ({ config }) => {
        port = config.server.port;
      },
      'astro:server:setup': async ({ server, logger }) => {
        const env = environment();
        const mode = backendMode(env);
        if (mode.kind !== 'embedded') return;
        // Loaded lazily: builds never need the backend's database driver.
        const { createEmbeddedBackend } = await import('../../supabase/local/index.ts');
        const backend = await createEmbeddedBackend({
          dataDir: mode.dataDir,
          ...(mode.databaseUrl ? { databaseUrl: mode.databaseUrl } : {}),
          publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
          internalUrl: `http://localhost:${port}`,
          createFirstStaff: true,
        });
        if (backend.firstStartMessage) logger.info(backend.firstStartMessage);
        if (backend.mailPageLink)
          logger.info(`Local mail page (keep it private): ${backend.mailPageLink}`);
        setVariables({
          SUPABASE_URL: backend.config.url,
          SUPABASE_ANON_KEY: backend.config.anonKey,
          SUPABASE_SAME_ORIGIN: '1',
        });
        server.middlewares.use((req, res, next) => {
          normaliseForwardedProto(req, env.TRUST_PROXY);
          if (!backend.handleNode(req, res)) next();
        });
        // Vite's own HMR socket shares the server: only realtime upgrades are ours.
        server.httpServer?.on('upgrade', (req, socket, head) => {
          backend.handleUpgrade(req, socket, head);
        });
        server.httpServer?.once('close', () => void backend.close());
        logger.info(`Embedded Supabase backend on this origin (data in ${mode.dataDir})`);
      },
    },
  };
}
