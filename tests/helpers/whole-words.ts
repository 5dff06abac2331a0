/**
 * Server HTML with the spans that keep hyphenated words on one line taken out
 * (pages/components/keep-hyphenated-words.ts and NoBreakHyphens: `<span><span class="nowrap">15.6-inch</span>
 * screen</span>`), so a test can look for a sentence as the visitor reads it.
 */
export function withoutWordSpans(html: string): string {
  return html.replace(/<span class="nowrap">([^<]*)<\/span>/g, '$1').replace(/<span>([^<]*)<\/span>/g, '$1')
}
