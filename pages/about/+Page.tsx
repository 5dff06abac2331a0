import { usePageData } from '../components/page-context'
import { CompanyPage } from '../components/sections/CompanyPage'
import type { CompanyPageData } from '../components/sections/company-page.server'

export default function Page() {
  const { page, contact, tocLabel } = usePageData<CompanyPageData>()
  return <CompanyPage page={page} contact={contact} tocLabel={tocLabel} />
}
