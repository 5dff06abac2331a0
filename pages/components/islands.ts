import type { ComponentType } from 'react'

/**
 * The interactive parts of the public site, each loaded on demand by pages/client/islands.ts.
 * Add a component here and wrap its use in <Island name=...>.
 */
// The registry holds components of different prop types; props are checked where <Island> is used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>

export const islands = {
  WhatWeDo: () => import('../index/WhatWeDo').then((m) => m.WhatWeDo),
  ScrollSections: () => import('./sections/ScrollSection').then((m) => m.ScrollSections),
  ContactForm: () => import('./sections/ContactForm').then((m) => m.ContactForm),
  BlogList: () => import('../blog/BlogEnhancer').then((m) => m.BlogEnhancer),
  Newsletter: () => import('./newsletter/NewsletterForm').then((m) => m.NewsletterForm),
  QuoteBuilder: () => import('../pricing/quote/QuoteBuilder').then((m) => m.QuoteBuilder),
} satisfies Record<string, () => Promise<AnyComponent>>

export type IslandName = keyof typeof islands
