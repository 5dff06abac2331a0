import { usePageData } from '../components/page-context'
import { CompanyPage } from '../components/sections/CompanyPage'
import { Offices, TeamGrid, ValueCards } from '../components/sections/CompanyExtras'
import type { CompanyPageData } from '../components/sections/company-page.server'

/** /about: the story, the numbers, values as cards, the team, and the offices on a map. */
export default function Page() {
  const { page, contact, tocLabel } = usePageData<CompanyPageData>()
  return (
    <CompanyPage page={page} contact={contact} tocLabel={tocLabel}>
      {page.values && <ValueCards values={page.values} />}
      {page.team && <TeamGrid team={page.team} />}
      {page.offices && <Offices offices={page.offices} />}
    </CompanyPage>
  )
}
