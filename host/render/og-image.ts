/**
 * Open Graph images (issue 21): social networks show no SVG, so every page names a raster image of
 * 1200×630 made by `/og-image/…` (host/routes/og-image.ts) from the page's own image, or the
 * branded template when it has none. An image on another site is named as it is.
 */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** The branded template's address (site colours and logo). */
export const OG_TEMPLATE_PATH = '/og-image/site.jpg';

export function ogImageUrl(siteUrl: string, image: string | null | undefined): string {
  if (!image) return siteUrl + OG_TEMPLATE_PATH;
  const path = image.startsWith(siteUrl) ? image.slice(siteUrl.length) : image;
  // Our own media and assets are rasterised; another site's image cannot be.
  if (/^\/(media|assets)\//.test(path)) return `${siteUrl}/og-image${path.split(/[?#]/)[0]}.jpg`;
  return /^https?:\/\//.test(image) ? image : siteUrl + OG_TEMPLATE_PATH;
}
