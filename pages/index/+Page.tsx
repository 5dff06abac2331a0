import { Faq } from '../components/Faq'
import { Island } from '../components/Island'
import { usePageData } from '../components/page-context'
import { ContactSection } from '../components/sections/ContactSection'
import { HardwareShowcase } from '../components/sections/HardwareShowcase'
import { Testimonials } from '../components/sections/Testimonials'
import type { Data } from './+data'
import { ProductVisual } from '../components/product-ui/ProductVisual'
import { Hero } from './Hero'
import { LanguageSuggestion } from './LanguageSuggestion'
import { LogoStrip } from './LogoStrip'
import { WhatWeDo } from './WhatWeDo'
import { WhyChoose } from './WhyChoose'

export default function Page() {
  const { content, suggestions, screens, locale } = usePageData<Data>()
  return (
    <>
      <LanguageSuggestion suggestions={suggestions} />
      <Hero
        hero={content.hero}
        art={
          <>
            <ProductVisual id="station-order" screens={screens} locale={locale} priority />
            {/* Lazy: a hidden image (one-column heroes) then never loads. */}
            <ProductVisual id="go-pay" screens={screens} locale={locale} closeUp="always" />
          </>
        }
      />
      <LogoStrip logos={content.logos} />
      <Island name="WhatWeDo" component={WhatWeDo} props={{ whatWeDo: content.whatWeDo }} />
      <Testimonials testimonials={content.testimonials} />
      <WhyChoose whyChoose={content.whyChoose} />
      <HardwareShowcase
        hardware={content.hardware}
        drawDevice={(id) => <ProductVisual id={id} screens={screens} locale={locale} closeUp="always" />}
      />
      <ContactSection contact={content.contact} />
      <Faq faqs={content.faqSection.faqs} />
    </>
  )
}
