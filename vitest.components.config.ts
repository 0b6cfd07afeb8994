import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Astro components rendered on their own (Astro's container API), with Astro's compiler and image
// service but without the site's config, so no integration (the dev backend) starts.
export default getViteConfig(
  {
    resolve: {
      alias: {
        '~': fileURLToPath(new URL('./src', import.meta.url)),
        '~functions': fileURLToPath(new URL('./supabase/functions', import.meta.url)),
      },
    },
    test: { name: 'components', include: ['tests/components/**/*.test.ts'] },
  },
  { configFile: false, logLevel: 'error' },
);
