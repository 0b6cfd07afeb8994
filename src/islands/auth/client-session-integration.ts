import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the `client:session` directive (client-session-directive.ts). */
export function clientSessionDirective(): AstroIntegration {
  return {
    name: 'majlis:client-session',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'session',
          // A file path: Astro bundles directives with esbuild, which does not read file: URLs.
          entrypoint: fileURLToPath(new URL('./client-session-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
