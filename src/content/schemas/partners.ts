import { z } from 'astro/zod';
import { localized } from './localized.ts';
import type { SchemaContext } from 'astro:content';

/** One client or partner on /clients-partners (content/partners/<id>.yaml). */
export const partnerSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Organisation name as printed. */
    name: z.string().min(1),
    /** The group id from content/pages/clients-partners.yaml: "clients" or "partners". */
    group: z.string().min(1),
    /** Position within the group, lowest first. */
    order: z.number().int().default(100),
    /** The organisation's website. */
    website: z.httpUrl(),
    /** One or two sentences on the organisation and the relationship. */
    description: localized(z.string().min(1).max(400)),
    /** Logo, relative to this file (SVG or raster). */
    logo: image(),
    /** True while the entry is stand-in content an editor must replace. */
    sample: z.boolean().default(false),
  });
