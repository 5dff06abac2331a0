import { HYPHENATED_SOURCE } from './keep-hyphenated-words'

const PARTS = new RegExp(`(${HYPHENATED_SOURCE})`, 'u')

/**
 * Text whose hyphenated words never break at their hyphen ("15-minute", "fonctionne-t-il",
 * "1-888-555-0142"): each such word is kept on one line, the text itself (copy, search, screen
 * readers) is unchanged. The server does this for every page's HTML (keep-hyphenated-words.ts) except
 * inside islands, which React renders again in the browser: their text uses this component.
 */
export function NoBreakHyphens({ text }: { text: string }) {
  const parts = text.split(PARTS)
  if (parts.length === 1) return text
  // One span around the whole text: in a flex box the text stays one item, as it was.
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  )
}
