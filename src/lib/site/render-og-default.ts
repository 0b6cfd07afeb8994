// Renders public/og-default.png from site settings and the home page's points. Run after changing them:
//   node src/lib/site/render-og-default.ts
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { parse } from 'yaml';
import { ogDefaultSvg } from './og-default.ts';

const root = new URL('../../../', import.meta.url);
const settings = parse(readFileSync(new URL('content/settings/site.yaml', root), 'utf8')) as {
  name: string;
  tagline: string;
  url: string;
};
const home = parse(readFileSync(new URL('content/pages/home.yaml', root), 'utf8')) as {
  about: { points: { title: string }[] };
};
const points = home.about.points.map((point) => point.title);
const output = new URL('public/og-default.png', root);
await sharp(Buffer.from(ogDefaultSvg({ ...settings, points })))
  .png({ compressionLevel: 9 })
  .toFile(output.pathname);
console.log(`wrote ${output.pathname}`);
