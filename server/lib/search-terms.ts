/**
 * A visitor's search as phrases of words, folded the way the search index folds text: lower case,
 * accents removed (é -> e, ç -> c), ligatures spelled out (œ -> oe). Words written together
 * ("moitié-moitié", "l'équipe", "walk-in") stay together as a phrase; separate words must all
 * match, in any order. Only letters and digits survive, so a term can go into an FTS5 or tsquery
 * expression without escaping. At most 8 phrases of at most 4 words of 40 characters.
 */
export type SearchPhrase = string[]

function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
}

export function searchTerms(text: string): SearchPhrase[] {
  const phrases = new Map<string, SearchPhrase>()
  for (const chunk of fold(text).split(/\s+/)) {
    const words = (chunk.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 4).map((word) => word.slice(0, 40))
    if (words.length) phrases.set(words.join(' '), words)
  }
  return [...phrases.values()].slice(0, 8)
}
