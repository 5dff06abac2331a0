import { Faq } from '../components/Faq'
import { usePageData } from '../components/page-context'
import { ClosingCta } from '../components/sections/ClosingCta'
import { ProductVisual } from '../components/product-ui/ProductVisual'
import { HardwareShowcase } from '../components/sections/HardwareShowcase'
import { Testimonials } from '../components/sections/Testimonials'
import type { Data } from './+data'
import { AddOnsAndFees } from './AddOnsAndFees'
import { ComparisonTable } from './ComparisonTable'
import { PlanCards } from './PlanCards'
import styles from './pricing.module.css'

/** /pricing: plans, comparison table, add-ons and fees, hardware and solutions, testimonials, FAQ. */
export default function Page() {
  const { pricing, ui, hardware, testimonials, screens, priceTexts, locale } = usePageData<Data>()
  return (
    <>
      <section className={styles.hero} aria-labelledby="pricing-title">
        <div className="container">
          <div className={styles.intro}>
            <p className="eyebrow">{ui.pricing.plansLabel}</p>
            <h1 id="pricing-title" className={styles.title}>
              {pricing.hero.title}
            </h1>
            <p className={styles.lead}>{pricing.hero.description}</p>
          </div>
          <PlanCards plans={pricing.plans} ui={ui.pricing} />
        </div>
      </section>
      <ComparisonTable
        heading={pricing.comparison.heading}
        columns={pricing.comparison.columns}
        rows={pricing.comparison.rows}
        ui={ui.pricing}
      />
      <AddOnsAndFees addOns={pricing.addOns} fees={pricing.processingFees} ui={ui.pricing} />
      <HardwareShowcase
        hardware={hardware}
        drawDevice={(id) => <ProductVisual id={id} screens={screens} locale={locale} closeUp="always" />}
        prices={{ texts: priceTexts, locale }}
      />
      <Testimonials testimonials={testimonials} />
      <Faq faqs={pricing.faqSection.faqs} />
      <ClosingCta cta={{ ...ui.closingCta, secondaryText: '', secondaryHref: '' }} />
    </>
  )
}
