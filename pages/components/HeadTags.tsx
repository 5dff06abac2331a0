import interLatin from '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import { site } from '../../content/site'
import { absoluteUrl, fullTitle, jsonLdString, type Seo } from '../seo'

/** Everything in <head> besides what Vike injects (scripts, styles): rendered on the server only. */
export function HeadTags({
  seo,
  baseUrl,
  nonce,
}: {
  seo: Seo | undefined
  baseUrl: string
  nonce: string | undefined
}) {
  const title = seo ? fullTitle(seo.title) : site.brand
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content="#c2391d" />
      {seo && (
        <>
          <meta name="description" content={seo.description} />
          <link rel="canonical" href={absoluteUrl(baseUrl, seo.path)} />
          {seo.noindex && <meta name="robots" content="noindex" />}
          <meta property="og:site_name" content={site.brand} />
          <meta property="og:type" content={seo.type === 'article' ? 'article' : 'website'} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={seo.description} />
          <meta property="og:url" content={absoluteUrl(baseUrl, seo.path)} />
          <meta property="og:locale" content="en_CA" />
          <meta property="og:image" content={absoluteUrl(baseUrl, seo.image ?? '/og-image.png')} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={seo.description} />
          {seo.jsonLd?.map((data, index) => (
            <script
              key={index}
              type="application/ld+json"
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: jsonLdString(data) }}
            />
          ))}
        </>
      )}
    </>
  )
}
