/**
 * Text whose hyphenated words never break at their hyphen ("15-minute", "fonctionne-t-il"): each
 * such word is kept on one line, the text itself (copy, search, screen readers) is unchanged.
 */
export function NoBreakHyphens({ text }: { text: string }) {
  const parts = text.split(/(\S*\p{L}-\p{L}\S*|\S*\d-\p{L}\S*)/u)
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
