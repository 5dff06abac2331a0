import type { PageContextServer } from 'vike/types'
import { formMessages } from '../../content/en/forms'
import type { Seo } from '../seo'

export async function data(_pageContext: PageContextServer) {
  const content = formMessages.newsletterPage
  const seo: Seo = { title: content.title, description: content.description, path: '/newsletter' }
  return { seo, content }
}

export type Data = Awaited<ReturnType<typeof data>>
