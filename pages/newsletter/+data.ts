import type { PageContextServer } from 'vike/types'
import { formMessages as enFormMessages } from '../../content/en/forms'
import { formMessages as frFormMessages } from '../../content/fr/forms'
import type { Seo } from '../seo'

const formMessages = { en: enFormMessages, fr: frFormMessages }

/** /newsletter and /fr/newsletter: the page's texts in its locale (the form's own come from the shell). */
export async function data(pageContext: PageContextServer) {
  const content = formMessages[pageContext.locale].newsletterPage
  const seo: Seo = { title: content.title, description: content.description, path: '/newsletter' }
  return { seo, content }
}

export type Data = Awaited<ReturnType<typeof data>>
