/**
 * The blog slug rule (product-spec section 5): lowercase the title, remove every character that is
 * not a letter, digit, space or hyphen, turn whitespace runs into a hyphen, collapse repeated
 * hyphens, trim. Accented letters keep their base letter ('Café' -> 'cafe') so slugs stay ASCII;
 * a title with nothing left becomes 'post'. Long titles are cut at a word boundary.
 */
const MAX_LENGTH = 120

export function postSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '')
  const cut = slug.length > MAX_LENGTH ? slug.slice(0, MAX_LENGTH).replace(/-[^-]*$/, '') : slug
  return cut || 'post'
}

/** The first of slug, slug-2, slug-3 ... that `isTaken` does not claim. */
export async function uniqueSlug(base: string, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  if (!(await isTaken(base))) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!(await isTaken(candidate))) return candidate
  }
}
