import type { PageContextServer } from 'vike/types'
import { companyPageData } from '../components/sections/company-page.server'

export async function data(pageContext: PageContextServer) {
  return companyPageData(pageContext, 'about')
}
