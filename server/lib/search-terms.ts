/**
 * The words of a visitor's search, folded the way the search index folds text: lower case, accents
 * removed (é -> e, ç -> c), ligatures spelled out (œ -> oe). Only letters and digits survive, so a
 * term can go into an FTS5 or tsquery expression without escaping. At most 8 terms of 40 characters.
 */
export function searchTerms(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
  return [...new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 8).map((term) => term.slice(0, 40))
}
