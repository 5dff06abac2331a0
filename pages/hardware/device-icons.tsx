import type { ReactNode, SVGProps } from 'react'

/**
 * The three devices as icons, each by its own outline (lucide's tablet and phone were one tall
 * rectangle twice): the Station's two screens on one base, the Tab's wide tablet in its cradle, the
 * Go's handheld with the receipt coming out of its top. Same grid and stroke as lucide's icons.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {children}
    </svg>
  )
}

export function StationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="4" width="13" height="9" rx="1.5" />
      <rect x="17" y="7" width="5" height="5" rx="1" />
      <path d="M8.5 13v4M19.5 12v5M3 20h18l-1-3H4z" />
    </Icon>
  )
}

export function TabIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="4" width="20" height="13" rx="2" />
      <path d="M7 20h10l-1-3H8z" />
    </Icon>
  )
}

export function GoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 5V2h6v3" />
      <rect x="6" y="5" width="12" height="17" rx="2.5" />
      <path d="M9 9h6M9 12h4M10 18h4" />
    </Icon>
  )
}
