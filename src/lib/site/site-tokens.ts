import type { SiteSettings } from '../../content/schemas/site.ts';

/** The settings legal pages may cite (from content/settings/site.yaml), in the page's language. */
export type TokenValues = Pick<SiteSettings, 'name' | 'email' | 'controller'>;

const tokenPattern = /\{\{\s*([\w.]+)\s*\}\}/g;
const emailKeys = ['general', 'privacy', 'legal'] as const;
const controllerKeys = ['legalName', 'address', 'dataProtectionContact'] as const;
const knownTokens = [
  '{{site.name}}',
  ...emailKeys.map((key) => `{{email.${key}}}`),
  ...controllerKeys.map((key) => `{{controller.${key}}}`),
].join(', ');

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Fills `{{site.name}}`, `{{email.privacy}}` and `{{controller.legalName}}`-style tokens in
 * rendered Markdown (e-mail addresses become mailto links), so legal text never repeats what lives
 * in site settings. An unknown token fails the build rather than reaching a reader. `leftToRight`
 * marks each e-mail address `dir="ltr"`, for right-to-left text
 * (docs/behaviour/public-pages.md#languages).
 */
export function fillSiteTokens(
  html: string,
  values: TokenValues,
  { leftToRight = false }: { leftToRight?: boolean } = {},
): string {
  return html.replace(tokenPattern, (_token, name: string) => {
    if (name === 'site.name') return escapeHtml(values.name);
    const fact = controllerKeys.find((candidate) => name === `controller.${candidate}`);
    if (fact) return escapeHtml(values.controller[fact]);
    const key = emailKeys.find((candidate) => name === `email.${candidate}`);
    if (!key) throw new Error(`unknown token {{${name}}}: use ${knownTokens}`);
    const address = escapeHtml(values.email[key]);
    const dir = leftToRight ? ' dir="ltr"' : '';
    return `<a href="mailto:${address}"${dir}>${address}</a>`;
  });
}
