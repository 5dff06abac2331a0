import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue'
import { pricing as en } from './en/pricing'
import { pricing as fr } from './fr/pricing'

describe('pricing copy reads the catalogue', () => {
  it('when the plan cards show prices, then they are the catalogue figures in each language', () => {
    expect(en.plans.map((p) => p.price).slice(0, 2)).toEqual(['$0', '$99'])
    expect(fr.plans.map((p) => p.price).slice(0, 2)).toEqual(['0\u00a0$', '99\u00a0$'])
    expect(catalogue.plans.plus.monthlyCents).toBe(9900)
  })
  it('when the add-ons are listed, then their monthly prices are the Plus prices of the catalogue', () => {
    expect(en.addOns.items.map((i) => i.price)).toEqual(['$20/month', '$10/month', '$30/month', '$10/month'])
    expect(fr.addOns.items.map((i) => i.price)).toEqual([
      '20\u00a0$/mois',
      '10\u00a0$/mois',
      '30\u00a0$/mois',
      '10\u00a0$/mois',
    ])
  })
})
