import type { NavGroup, NavLink } from '../en/navigation'

/** Menu structure shared by the header and footer (product-spec "Header", "Footer"). */
export type { NavGroup, NavLink }

export const productGroups: NavGroup[] = [
  {
    title: 'Opérations du restaurant',
    links: [
      { label: 'Système de point de vente pour restaurants', href: '/products/restaurant-pos-system' },
      { label: 'Écran de cuisine', href: '/products/kitchen-display' },
      { label: 'Traitement des paiements', href: '/products/payment-processing' },
      { label: 'Application de rapports', href: '/products/reporting-app' },
    ],
  },
  {
    title: 'Interaction avec la clientèle',
    links: [
      { label: 'Commande en ligne', href: '/products/web-ordering' },
      { label: 'Application mobile à votre marque', href: '/products/mobile-ordering' },
    ],
  },
  {
    title: 'Opérations marketing',
    links: [
      { label: 'Fidélisation et promotions', href: '/products/loyalty-promotion' },
      { label: 'Carte-cadeau', href: '/products/gift-card' },
    ],
  },
]

export const industryLinks: NavLink[] = [
  { label: 'Restaurants à service rapide (RSR)', href: '/categories/quick-service-restaurants-qsr' },
  { label: 'Restauration décontractée', href: '/categories/casual-dining' },
  { label: 'Haute gastronomie', href: '/categories/fine-dining' },
  { label: 'Restaurant à service complet', href: '/categories/full-services-restaurant' },
  { label: 'Restauration rapide haut de gamme', href: '/categories/fast-casual-restaurant' },
  { label: 'Camions de cuisine de rue', href: '/categories/food-trucks' },
  { label: 'Pizzeria', href: '/categories/pizzeria' },
  { label: 'Café et boulangerie', href: '/categories/cafe-bakery' },
  { label: 'Bars et pubs', href: '/categories/bars-pubs' },
]

export const companyLinks: NavLink[] = [
  { label: 'À propos', href: '/about' },
  { label: 'Matériel', href: '/hardware' },
  { label: 'Tarifs', href: '/pricing' },
  { label: 'Blogue', href: '/blog' },
  { label: 'Carrières', href: '/career' },
  { label: 'Licences', href: '/licenses' },
]

export const legalLinks: NavLink[] = [
  { label: 'Confidentialité', href: '/privacy' },
  { label: 'Accessibilité', href: '/accessibility' },
]
