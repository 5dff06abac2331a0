import type { Locale } from './index'
import { booking as en, type BookingTexts } from './en/booking'
import { booking as fr } from './fr/booking'

/** The booking texts per language (server pages and the booking island). */
export const bookingTexts: Record<Locale, BookingTexts> = { en, fr }
