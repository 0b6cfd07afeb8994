/** The settings legal pages may cite (from content/settings/site.yaml). */
export interface TokenValues {
  name: string;
  email: { general: string; privacy: string; legal: string };
}

const tokenPattern = /\{\{\s*([\w.]+)\s*\}\}/g;
const emailKeys = ['general', 'privacy', 'legal'] as const;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Fills `{{site.name}}` and `{{email.privacy}}`-style tokens in rendered Markdown (addresses
 * become mailto links), so legal text never repeats what lives in site settings. An unknown
 * token fails the build rather than reaching a reader. `leftToRight` marks each address `dir="ltr"`,
 * for right-to-left text (docs/behaviour/public-pages.md#languages).
 */
export function fillSiteTokens(
  html: string,
  values: TokenValues,
  { leftToRight = false }: { leftToRight?: boolean } = {},
): string {
  return html.replace(tokenPattern, (_token, name: string) => {
    if (name === 'site.name') return escapeHtml(values.name);
    const key = emailKeys.find((candidate) => name === `email.${candidate}`);
    if (!key) {
      throw new Error(
        `unknown token {{${name}}}: use {{site.name}}, ${emailKeys.map((k) => `{{email.${k}}}`).join(', ')}`,
      );
    }
    const address = escapeHtml(values.email[key]);
    const dir = leftToRight ? ' dir="ltr"' : '';
    return `<a href="mailto:${address}"${dir}>${address}</a>`;
  });
}
