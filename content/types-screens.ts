// The product's own screens drawn in its devices. Re-exported by content/types.ts.

/** One line of a drawn ticket or cart: quantity, unit price in cents, modifiers with their price. */
export interface ScreenLine {
  name: string
  qty: number
  cents: number
  mods?: { name: string; cents?: number }[]
  seat?: number
}

/** The product's own screens, drawn in its devices as SVG files (pages/components/product-ui/art, public/art). */
export interface ScreensContent {
  /** Accessible names of the composed visuals (device + screen), one per idea. */
  labels: Record<VisualId, string>
  order: {
    venue: string
    table: string
    server: string
    categories: string[]
    activeCategory: number
    items: { name: string; cents: number }[]
    modifierTitle: string
    modifiers: { name: string; cents?: number; on?: boolean }[]
    ticketTitle: string
    lines: ScreenLine[]
    subtotal: string
    /** Taxes as [label, rate in percent]: Ontario HST 13, Quebec GST 5 + QST 9.975. */
    taxes: [string, number][]
    total: string
    split: string
    splitWays: number
    guest: string
    send: string
    pay: string
    customerWelcome: string
    customerPoints: string
  }
  kitchen: {
    stations: string[]
    activeStation: number
    allDay: string
    allDayItems: { name: string; qty: number }[]
    bump: string
    tickets: {
      id: string
      source: string
      time: string
      late?: boolean
      items: { qty: number; name: string; mods?: string[] }[]
    }[]
  }
  reports: {
    title: string
    today: string
    net: string
    change: string
    byHour: string
    hours: { hour: string; cents: number }[]
    labour: string
    labourCents: number
    guests: string
    guestCount: number
    average: string
    topItems: string
    top: { name: string; qty: number }[]
  }
  online: {
    url: string
    venue: string
    pickup: string
    menu: { name: string; description: string; cents: number }[]
    add: string
    cart: string
    lines: ScreenLine[]
    subtotal: string
    taxes: [string, number][]
    total: string
    placeOrder: string
  }
  app: {
    venue: string
    greeting: string
    orderAgain: string
    again: string[]
    reorder: string
    points: string
    pointsValue: number
    pointsGoal: number
    reward: string
    featured: string
    featuredItems: { name: string; cents: number }[]
    tabs: string[]
  }
  loyalty: {
    title: string
    guest: string
    since: string
    tier: string
    stats: { label: string; value: string }[]
    rewardsTitle: string
    rewards: { name: string; cost: string; ready: boolean }[]
    redeem: string
    campaign: string
  }
  giftCard: {
    title: string
    sell: string
    amounts: number[]
    activeAmount: number
    check: string
    card: string
    loadedCents: number
    history: { label: string; cents: number }[]
    balance: string
    issue: string
  }
  pay: {
    table: string
    amountLabel: string
    tipLabel: string
    tips: number[]
    activeTip: number
    custom: string
    tip: string
    total: string
    tap: string
  }
  /** The Tab's floor plan: tables by state, and the selected table's courses. */
  floor: {
    areas: string[]
    summary: string
    states: { free: string; seated: string; fired: string; check: string }
    minutes: string
    coursesTitle: string
    courses: { name: string; state: string; done?: boolean }[]
    fire: string
    split: string
  }
  /** The countertop payment terminal as a card taps it. */
  terminal: {
    amountLabel: string
    tipLine: string
    tap: string
    orInsert: string
    networks: string
  }
}

export type VisualId =
  | 'station-order'
  | 'kitchen-display'
  | 'phone-reports'
  | 'browser-online'
  | 'phone-app'
  | 'tab-loyalty'
  | 'tab-gift-card'
  | 'go-pay'
  | 'tab-order'
  | 'terminal-tap'
