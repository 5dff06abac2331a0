import { Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react'

/**
 * A hardware block's icon, chosen by its title (product-spec, Hardware page): Station gets the
 * terminal icon, Go the handheld icon, Tab the tablet icon, anything else the terminal icon.
 */
export function deviceIconFor(title: string): LucideIcon {
  if (/\bstation\b/i.test(title)) return Monitor
  if (/\bgo\b/i.test(title)) return Smartphone
  if (/\btab\b/i.test(title)) return Tablet
  return Monitor
}
