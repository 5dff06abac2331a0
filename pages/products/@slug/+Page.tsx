import { Faq } from '../../components/Faq'
import { usePageData } from '../../components/page-context'
import { BlackCards } from '../../components/sections/BlackCards'
import { ClosingCta } from '../../components/sections/ClosingCta'
import { IndustrySection } from '../../components/sections/IndustrySection'
import { KeyFeatures } from '../../components/sections/KeyFeatures'
import { NumberSpeaks } from '../../components/sections/NumberSpeaks'
import { PageHero } from '../../components/sections/PageHero'
import { ScrollSection } from '../../components/sections/ScrollSection'
import { ProductVisual } from '../../components/product-ui/ProductVisual'
import type { Data } from './+data'

/** Product detail: hero, numbers, optional industry block, scroller, key features, optional black cards, FAQ. */
export default function Page() {
  const { product, ui, breadcrumbs, screens, locale } = usePageData<Data>()
  const visual = product.heroSection.visual
  return (
    <>
      <PageHero
        hero={product.heroSection}
        breadcrumbs={{ items: breadcrumbs, label: ui.breadcrumbLabel }}
        art={visual && screens ? <ProductVisual id={visual} screens={screens} locale={locale} priority /> : undefined}
      />
      <NumberSpeaks numbers={product.numberSpeaks} eyebrow={ui.numberSpeaksEyebrow} />
      {product.industrySection && <IndustrySection industry={product.industrySection} eyebrow={ui.industryEyebrow} />}
      {product.scrollSection && <ScrollSection scroll={product.scrollSection} eyebrow={ui.scrollEyebrow} />}
      <KeyFeatures features={product.keyFeatures} eyebrow={ui.keyFeaturesEyebrow} />
      {product.blackCardSection && <BlackCards cards={product.blackCardSection} eyebrow={ui.techStackEyebrow} />}
      <Faq faqs={product.faqSection.faqs} />
      <ClosingCta cta={ui.closingCta} />
    </>
  )
}
