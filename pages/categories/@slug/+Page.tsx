import { Faq } from '../../components/Faq'
import { usePageData } from '../../components/page-context'
import { BlackCards } from '../../components/sections/BlackCards'
import { ContactSection } from '../../components/sections/ContactSection'
import { IndustrySection } from '../../components/sections/IndustrySection'
import { KeyFeatures } from '../../components/sections/KeyFeatures'
import { NumberSpeaks } from '../../components/sections/NumberSpeaks'
import { PageHero } from '../../components/sections/PageHero'
import { ScrollSection } from '../../components/sections/ScrollSection'
import { TrustBar } from '../../components/sections/TrustBar'
import type { Data } from './+data'

/**
 * Industry (category) page in the spec's order: hero, Number Speaks, optional scroll section,
 * industry section, key features, optional tech stack cards, the contact and trust blocks, FAQ.
 */
export default function Page() {
  const { industry, ui, breadcrumbs, contact, logos } = usePageData<Data>()
  return (
    <>
      <PageHero hero={industry.heroSection} breadcrumbs={{ items: breadcrumbs, label: ui.breadcrumbLabel }} />
      <NumberSpeaks numbers={industry.numberSpeaks} eyebrow={ui.numberSpeaksEyebrow} />
      {industry.scrollSection && <ScrollSection scroll={industry.scrollSection} eyebrow={ui.scrollEyebrow} />}
      {industry.industrySection && <IndustrySection industry={industry.industrySection} eyebrow={ui.industryEyebrow} />}
      <KeyFeatures features={industry.keyFeatures} eyebrow={ui.keyFeaturesEyebrow} />
      {industry.blackCardSection && <BlackCards cards={industry.blackCardSection} eyebrow={ui.techStackEyebrow} />}
      <ContactSection contact={contact} />
      <TrustBar logos={logos} />
      <Faq faqs={industry.faqSection.faqs} />
    </>
  )
}
