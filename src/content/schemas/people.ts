import { z } from 'astro/zod';
import { localized } from './localized.ts';
import type { SchemaContext } from 'astro:content';

/** One person on /people (content/people/<id>.yaml). */
export const personSchema = ({ image }: SchemaContext) =>
  z.object({
    /** Full name as printed. */
    name: z.string().min(1),
    /** Role in the network, e.g. "Finance & Platform". */
    role: localized(z.string().min(1)),
    /** The group id from content/pages/people.yaml, e.g. "founding-partners". */
    group: z.string().min(1),
    /** Position within the group, lowest first. */
    order: z.number().int().default(100),
    /** Portrait, relative to this file; initials are shown without one. */
    photo: image().optional(),
    /** Professional profile (e.g. LinkedIn). */
    profileUrl: z.httpUrl().optional(),
    /** True while the entry is stand-in content an editor must replace. */
    sample: z.boolean().default(false),
  });
