import type { CategoryContent } from '../../types'
import { quickServiceRestaurantsQsr } from './quick-service-restaurants-qsr'
import { casualDining } from './casual-dining'
import { fineDining } from './fine-dining'
import { fullServicesRestaurant } from './full-services-restaurant'
import { fastCasualRestaurant } from './fast-casual-restaurant'
import { foodTrucks } from './food-trucks'
import { pizzeria } from './pizzeria'
import { cafeBakery } from './cafe-bakery'
import { barsPubs } from './bars-pubs'

/** Les neuf pages de secteurs, dans l’ordre du menu. */
export const industries: CategoryContent[] = [
  quickServiceRestaurantsQsr,
  casualDining,
  fineDining,
  fullServicesRestaurant,
  fastCasualRestaurant,
  foodTrucks,
  pizzeria,
  cafeBakery,
  barsPubs,
]
