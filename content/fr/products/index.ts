import type { ProductContent } from '../../types'
import { restaurantPosSystem } from './restaurant-pos-system'
import { kitchenDisplay } from './kitchen-display'
import { paymentProcessing } from './payment-processing'
import { reportingApp } from './reporting-app'
import { webOrdering } from './web-ordering'
import { mobileOrdering } from './mobile-ordering'
import { loyaltyPromotion } from './loyalty-promotion'
import { giftCard } from './gift-card'

/** Les huit pages produits, dans l’ordre du menu (product-spec section 2, groupes du menu Produits). */
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
