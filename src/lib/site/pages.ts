import { getEntry } from 'astro:content';
import type { PageCopy } from '../../content/schemas/page.ts';

/** The validated copy of a page; the build fails when content/pages/<id>.yaml is missing. */
export async function getPageCopy(id: string): Promise<PageCopy> {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.yaml is missing`);
  return entry.data;
}
