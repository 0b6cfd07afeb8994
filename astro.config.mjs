// @ts-check
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { parse } from 'yaml';
import { contentCheck } from './src/content/check/integration.ts';
import { clientDirectives } from './src/islands/shared/directives/client-directives-integration.ts';
import { devBackend } from './src/server/dev-backend-integration.ts';
import { precompress } from './src/server/static/precompress-integration.ts';
import { routeTable } from './src/server/routes/route-table-integration.ts';
import { fontFallbacks, siteFonts } from './src/styles/fonts.ts';
import { SIGNED_IN_SCRIPT_HASH } from './src/lib/site/signed-in-script.ts';
import { environment } from './supabase/local/environment.ts';
import { defaultLocale, localeCodes } from './src/lib/i18n/locales.ts';
import { readPrivacyNoticeVersion } from './src/content/privacy-notice-version.ts';

// The public URL lives in content/settings/site.yaml so editors own it; PUBLIC_SITE_URL overrides it per deployment.
const siteSettings = parse(
  readFileSync(new URL('./content/settings/site.yaml', import.meta.url), 'utf8'),
);
const redirects = parse(readFileSync(new URL('./content/redirects.yaml', import.meta.url), 'utf8'));

const env = environment();

export default defineConfig({
  site: env.PUBLIC_SITE_URL ?? siteSettings.url,
  // Parallel builds (tests, helpers) can use separate folders.
  outDir: env.ASTRO_OUT_DIR,
  cacheDir: env.ASTRO_CACHE_DIR,
  trailingSlash: 'never',
  build: { format: 'file' },
  output: 'static',
  // English keeps today's URLs; other languages live under /<code>/ (src/lib/i18n/locales.ts).
  i18n: { locales: localeCodes, defaultLocale, routing: { prefixDefaultLocale: false } },
  // The site's routes take no request body (forms post to the backend): 1 MiB, not Astro's 1 GiB.
  adapter: node({ mode: 'standalone', staticHeaders: true, bodySizeLimit: 1024 * 1024 }),
  integrations: [
    react(),
    clientDirectives(),
    devBackend(),
    precompress(),
    contentCheck(),
    routeTable(),
  ],
  redirects: Object.fromEntries(
    redirects.map((/** @type {{from: string, to: string}} */ r) => [
      r.from,
      { status: 301, destination: r.to },
    ]),
  ),
  fonts: [...siteFonts],
  // Astro hashes its own scripts and styles; the header's inline signed-in script is added by hash.
  security: { csp: { scriptDirective: { hashes: [SIGNED_IN_SCRIPT_HASH] } } },
  // Shiki's inline styles would break the CSP; event Markdown has no code blocks.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss(), fontFallbacks()],
    // The forms send the notice version they were built with (src/lib/privacy/notice-version.ts).
    define: {
      'import.meta.env.PUBLIC_PRIVACY_NOTICE_VERSION': JSON.stringify(readPrivacyNoticeVersion()),
    },
  },
  devToolbar: { enabled: false },
});
