import { CalendarClock, CalendarCog, CalendarOff, Clock } from 'lucide-react'
import { lazy, type ComponentType } from 'react'

const view = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })))

/** /admin/bookings: the agenda of upcoming demos and one demo (held / no-show). */
export default {
  list: view(() => import('./Agenda'), 'BookingAgenda'),
  show: view(() => import('./BookingShow'), 'BookingShow'),
  icon: CalendarClock,
}

/** /admin/availability: each person's sales flag, zone, weekly hours and days off. */
export const availability = {
  list: view(() => import('./Availability'), 'AvailabilityList'),
  edit: view(() => import('./Availability'), 'AvailabilityEdit'),
  icon: Clock,
}

/** /admin/holidays and /admin/booking-settings/1 (the slot rules). */
export const holidays = {
  list: view(() => import('./Rules'), 'HolidayList'),
  create: view(() => import('./Rules'), 'HolidayCreate'),
  icon: CalendarOff,
}
export const bookingSettings = {
  edit: view(() => import('./Rules'), 'BookingRulesEdit'),
  icon: CalendarCog,
}
