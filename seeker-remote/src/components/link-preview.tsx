import { BRAND_NAME } from '@portal/shared-ui/tokens';

/**
 * What a page says about itself to search engines and link previews (Open Graph, Twitter): its description,
 * canonical URL and the card a shared link shows. Every server-rendered page with its own address writes the
 * same set, so a page names only what differs.
 */
export function LinkPreview({
  url,
  title,
  description,
  image,
}: {
  url: string;
  title: string;
  description: string;
  /** Only an absolute http(s) URL is given to previewers: they cannot resolve a relative one. */
  image?: string;
}) {
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && /^https?:\/\//i.test(image) && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
