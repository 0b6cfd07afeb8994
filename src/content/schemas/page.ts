import { z } from 'astro/zod';
import type { Resolved } from '../../lib/i18n/localized.ts';
import { localized } from './localized.ts';

/** Search and social metadata of a page. */
export const pageSeoSchema = z.object({
  /** The page title (the site name is appended), up to 70 characters. */
  title: localized(z.string().min(1).max(70)),
  /** Meta description, 50–160 characters. */
  description: localized(z.string().min(50).max(160)),
});

/** A titled group on a listing page (a people group, or clients vs partners). */
export const pageGroupSchema = z.object({
  /** The key entries use to join this group, e.g. "founding-partners". */
  id: z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens'),
  /** The group's heading. */
  heading: localized(z.string().min(1)),
  /** One optional sentence under the heading. */
  summary: localized(z.string()).optional(),
});

/** Copy of a simple page (content/pages/<page>.yaml other than home). */
export const pageSchema = z.object({
  /** Search and social metadata. */
  seo: pageSeoSchema,
  /** The visible page heading (h1). */
  heading: localized(z.string().min(1)),
  /** The paragraph under the heading. */
  intro: localized(z.string().min(1)),
  /** Ordered groups for listing pages; entries name their group by id. */
  groups: z.array(pageGroupSchema).default([]),
  /** Text shown where a form island mounts, before it loads or without JavaScript. */
  formFallback: localized(z.string()).optional(),
});

/** A page's copy in one language (src/lib/site/pages.ts resolves the `{ en, ar }` fields). */
export type PageCopy = Resolved<z.infer<typeof pageSchema>>;
export type PageGroup = Resolved<z.infer<typeof pageGroupSchema>>;
