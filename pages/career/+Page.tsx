import { usePageData } from '../components/page-context'
import { CompanyPage } from '../components/sections/CompanyPage'
import { ApplyCta, JobCards } from '../components/sections/CompanyExtras'
import type { CompanyPageData } from '../components/sections/company-page.server'

/** /career: why and how we work, the open roles as cards, and a closing call to apply. */
export default function Page() {
  const { page, contact, tocLabel } = usePageData<CompanyPageData>()
  return (
    <CompanyPage
      page={page}
      contact={contact}
      tocLabel={tocLabel}
      closing={page.applyCta ? <ApplyCta cta={page.applyCta} /> : undefined}
      lead={page.jobs ? <JobCards jobs={page.jobs} /> : undefined}
    />
  )
}
