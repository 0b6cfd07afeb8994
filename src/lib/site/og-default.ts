import { escapeXml } from './escape-xml.ts';

/** What the default social image says. */
export interface OgImageText {
  name: string;
  tagline: string;
  url: string;
  /** The home page's points, joined into one line under the tagline. */
  points: readonly string[];
}

/** The 1200×630 default social card as SVG: brand green, the logo mark, name, tagline and points. */
export function ogDefaultSvg({ name, tagline, url, points }: OgImageText): string {
  const host = new URL(url).host;
  // DejaVu Serif Bold averages about 0.64 em per character; shrink long taglines to fit 1040 px.
  const taglineSize = Math.min(76, Math.floor(1040 / (tagline.length * 0.64)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0f4232"/>
  <rect x="0" y="590" width="1200" height="40" fill="#0b3326"/>
  <rect x="80" y="586" width="1040" height="4" fill="#a87a2e"/>
  <g transform="translate(80 90) scale(3)">
    <path fill="#fbf8f2" d="M4 28V14C4 7.4 9.4 2 16 2s12 5.4 12 12v14h-6V14a6 6 0 0 0-12 0v14H4Z"/>
    <rect x="2" y="28" width="28" height="2" rx="1" fill="#a87a2e"/>
  </g>
  <text x="200" y="165" font-family="DejaVu Serif, Georgia, serif" font-size="44" font-weight="700" fill="#fbf8f2">${escapeXml(name)}</text>
  <text x="80" y="360" font-family="DejaVu Serif, Georgia, serif" font-size="${taglineSize}" font-weight="700" fill="#ffffff">${escapeXml(tagline)}</text>
  <text x="80" y="440" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#eadfc8">${escapeXml(points.join(' · '))}</text>
  <text x="80" y="530" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#eadfc8">${escapeXml(host)}</text>
</svg>
`;
}
