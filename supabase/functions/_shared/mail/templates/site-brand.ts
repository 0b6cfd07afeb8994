// What every template needs to know about the site sending it.
export interface SiteBrand {
  siteName: string;
  siteUrl: string;
}
