import type { ProductContent } from '../../types'
import { restaurantPosSystem } from './restaurant-pos-system'
import { kitchenDisplay } from './kitchen-display'
import { paymentProcessing } from './payment-processing'
import { reportingApp } from './reporting-app'
import { webOrdering } from './web-ordering'
import { mobileOrdering } from './mobile-ordering'
import { loyaltyPromotion } from './loyalty-promotion'
import { giftCard } from './gift-card'

/** The eight product pages, in menu order (product-spec section 2, Products menu groups). */
export const products: ProductContent[] = [
  restaurantPosSystem,
  kitchenDisplay,
  paymentProcessing,
  reportingApp,
  webOrdering,
  mobileOrdering,
  loyaltyPromotion,
  giftCard,
]
