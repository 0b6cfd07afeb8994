import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers the site's own hydration directives: `client:session` (client-session-directive.ts)
 * and `client:interaction` (client-interaction-directive.ts).
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'majlis:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ['session', 'interaction']) {
          addClientDirective({
            name,
            // A file path: Astro bundles directives with esbuild, which does not read file: URLs.
            entrypoint: fileURLToPath(new URL(`./client-${name}-directive.ts`, import.meta.url)),
          });
        }
      },
    },
  };
}
