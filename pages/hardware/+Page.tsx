import { Faq } from '../components/Faq'
import { usePageData } from '../components/page-context'
import { ContactSection } from '../components/sections/ContactSection'
import { IndustrySection } from '../components/sections/IndustrySection'
import { KeyFeatures } from '../components/sections/KeyFeatures'
import { NumberSpeaks } from '../components/sections/NumberSpeaks'
import { PageHero } from '../components/sections/PageHero'
import { ProductVisual } from '../components/product-ui/ProductVisual'
import type { Data } from './+data'
import { CompactHardware } from './CompactHardware'
import { ProductBlocks } from './ProductBlocks'

/**
 * /hardware: hero, the Station/Tab/Go blocks, the hardware figures, key hardware benefits, the
 * right setup per restaurant type, the contact block, compact hardware and the FAQ of four.
 */
export default function Page() {
  const { hardware, ui, contact, screens, locale, priceTexts } = usePageData<Data>()
  return (
    <>
      <PageHero hero={hardware.hero} />
      <ProductBlocks
        intro={hardware.featuresIntro}
        blocks={hardware.productSections}
        specsLabel={ui.hardware.specsLabel}
        drawDevice={(id) => <ProductVisual id={id} screens={screens} locale={locale} closeUp="(max-width: 1199px)" />}
        prices={{ texts: priceTexts, locale }}
      />
      <NumberSpeaks numbers={hardware.numberSpeaks} eyebrow={ui.numberSpeaksEyebrow} />
      <KeyFeatures features={hardware.keyFeatures} eyebrow={ui.hardware.benefitsEyebrow} id="benefits" />
      {hardware.industrySection && <IndustrySection industry={hardware.industrySection} eyebrow={ui.industryEyebrow} />}
      <ContactSection contact={contact} />
      <CompactHardware compact={hardware.compactSection} />
      <Faq faqs={hardware.faqSection.faqs} />
    </>
  )
}
