import type { ComponentType, SVGProps } from 'react'
import { GoIcon, StationIcon, TabIcon } from './device-icons'

type DeviceIcon = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }>

/**
 * A hardware block's icon, chosen by its title (product-spec, Hardware page): Station gets the
 * two-screen terminal, Go the handheld, Tab the tablet, anything else the terminal.
 */
export function deviceIconFor(title: string): DeviceIcon {
  if (/\bstation\b/i.test(title)) return StationIcon
  if (/\bgo\b/i.test(title)) return GoIcon
  if (/\btab\b/i.test(title)) return TabIcon
  return StationIcon
}
