/**
 * Canonical industry slug from an industry title: diacritics stripped, lowercased, '&' and
 * parentheses dropped, every run of other non-alphanumeric characters turned into one hyphen.
 *
 * The spec's rule says "'&' becomes 'and'", but its own footer examples (cafe-bakery, bars-pubs)
 * drop the '&', and decisions.md fixes that canonical list: the list wins, so '&' is dropped.
 * The old 'and' slugs (caf-and-bakery, cafe-and-bakery, bars-and-pubs) answer 301 instead
 * (server/routes/marketing.ts).
 */
export function industrySlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[&()]/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
