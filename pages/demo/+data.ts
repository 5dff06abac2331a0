import type { PageContextServer } from 'vike/types'
import { getDemoPage } from '../../content/demo-page'
import { getShell, localizePath } from '../../content/index'
import { getHomeContent } from '../../content/pages'
import type { Seo } from '../seo'
import { demoSourceFromQuery } from './demo-source'

/**
 * /demo and /fr/demo: the demo form on its own page, where every demo call to action leads without
 * JavaScript. `?from=/about#hero` names the page and section of the link, stored with the lead.
 * The query is read from urlOriginal (the lean render path has no urlParsed).
 */
export async function data(pageContext: PageContextServer) {
  const { ui, forms } = getShell(pageContext.locale)
  const from = new URL(pageContext.urlOriginal, 'http://localhost').searchParams.get('from')
  const source = demoSourceFromQuery(from, localizePath('/demo', pageContext.locale))
  const seo: Seo = { title: ui.demoModal.heading, description: forms.demo.intro, path: '/demo' }
  // Beside the form: what happens next, the phone line and customers' words (issue 33).
  const reassurance = getDemoPage(pageContext.locale)
  const logos = getHomeContent(pageContext.locale).logos.items
  return { seo, source, reassurance, logos }
}

export type Data = Awaited<ReturnType<typeof data>>
