import type { SocialImage } from './social-image.ts';

/** What a page says about itself in its head; SitePage and BaseLayout pass it down to SeoHead. */
export interface SeoProps {
  /** The page's own title; the site name is appended unless it is already there. */
  title: string;
  /** Meta description, 50–160 characters. */
  description: string;
  /** Social sharing image: a content image, or the path of one drawn at build; the default otherwise. */
  image?: SocialImage | undefined;
  /** "website" for most pages, "article" for long-form ones. */
  ogType?: 'website' | 'article';
  /** Keep the page out of search results (404, login). */
  noindex?: boolean;
}
