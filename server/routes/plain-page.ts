import { localeTags, type Locale } from '../../content/index.js'
import { site } from '../../content/site.js'
import { keepHyphenatedWordsWhole } from '../../pages/components/keep-hyphenated-words.js'
import { escapeHtml } from '../lib/html.js'

/** The design tokens (sand, ink, ember-text) written out: these pages load no stylesheet. */
const BASE_CSS = `
  body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; background: #fbf7f2; color: #1b1f24; }
  main { box-sizing: border-box; width: calc(100% - 2rem); padding: 2rem 1.5rem; background: #fff; border-radius: 16px; }
  h1 { font-size: 1.75rem; margin: 0 0 0.75rem; line-height: 1.2; }
  a { color: #a8321a; font-weight: 600; display: inline-block; padding: 0.75rem 0; }
  .nowrap { white-space: nowrap; }`

/**
 * A small script-free private page in the visitor's language (a form's result, the booking pages): one
 * `<main>` of `width` at `top` from the top, the page's own rules in `css`. As on every public page, no
 * hyphenated word ("15-minute", "Terre-Neuve") breaks at its hyphen on a narrow screen.
 */
export function plainPage(
  locale: Locale,
  title: string,
  body: string,
  { width, top, css = '' }: { width: string; top: string; css?: string },
): string {
  return keepHyphenatedWordsWhole(`<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
<style>${BASE_CSS}
  main { max-width: ${width}; margin: ${top} auto; }${css}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`)
}
