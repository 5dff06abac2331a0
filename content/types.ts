/**
 * Typed shapes of the static marketing content (product-spec section 3).
 * Components never hard-code visible text: every string comes from a record below,
 * one set per locale (content/en today, content/fr later).
 */

// The shapes live in four files by page family; importers keep using this path.
export type * from './types-common'
export type * from './types-products'
export type * from './types-pages'
export type * from './types-screens'
