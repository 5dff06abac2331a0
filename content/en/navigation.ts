/** Menu structure shared by the header and footer (product-spec "Header", "Footer"). */
export interface NavLink {
  label: string
  href: string
}

export interface NavGroup {
  title: string
  links: NavLink[]
}

export const productGroups: NavGroup[] = [
  {
    title: 'Restaurant Operations',
    links: [
      { label: 'Restaurant POS System', href: '/products/restaurant-pos-system' },
      { label: 'Kitchen Display', href: '/products/kitchen-display' },
      { label: 'Payment Processing', href: '/products/payment-processing' },
      { label: 'Reporting App', href: '/products/reporting-app' },
    ],
  },
  {
    title: 'Customer Interaction',
    links: [
      { label: 'Web Ordering', href: '/products/web-ordering' },
      { label: 'Branded Mobile App', href: '/products/mobile-ordering' },
    ],
  },
  {
    title: 'Marketing Operations',
    links: [
      { label: 'Loyalty & Promotion', href: '/products/loyalty-promotion' },
      { label: 'Gift Card', href: '/products/gift-card' },
    ],
  },
]

export const industryLinks: NavLink[] = [
  { label: 'Quick-Service Restaurants (QSR)', href: '/categories/quick-service-restaurants-qsr' },
  { label: 'Casual Dining', href: '/categories/casual-dining' },
  { label: 'Fine Dining', href: '/categories/fine-dining' },
  { label: 'Full Services Restaurant', href: '/categories/full-services-restaurant' },
  { label: 'Fast Casual Restaurant', href: '/categories/fast-casual-restaurant' },
  { label: 'Food Trucks', href: '/categories/food-trucks' },
  { label: 'Pizzeria', href: '/categories/pizzeria' },
  { label: 'Café & Bakery', href: '/categories/cafe-bakery' },
  { label: 'Bars & Pubs', href: '/categories/bars-pubs' },
]

export const companyLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Hardware', href: '/hardware' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Blog', href: '/blog' },
  { label: 'Careers', href: '/career' },
  { label: 'Licenses', href: '/licenses' },
]

export const legalLinks: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Accessibility', href: '/accessibility' },
]
