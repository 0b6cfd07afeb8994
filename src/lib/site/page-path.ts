/**
 * A page's public path from the URL Astro builds it under: the build writes /people.html and
 * /index.html (build.format 'file'), the site is visited at /people and /.
 */
export function pagePath(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/\/(index)?$/, '') || '/';
}
