import type { ReactNode } from 'react'

/**
 * Drawing primitives of the product art (SVG files written by scripts/draw-art.ts, shown with <img>).
 * The art is drawn on a 640 × 480 canvas; at 1440 px it shows at 500-600 px, so screen text is set at
 * 11 units or more (about 9-13 px on screen) and never shrinks below that: what does not fit is left
 * out of the drawing, not squeezed.
 */
export const W = 640
export const H = 480

/** The site's colours (pages/styles/tokens.css). */
export const c = {
  ember: '#c2391d',
  emberDark: '#9e2c14',
  emberLight: '#f8ddd4',
  ink: '#1b1f24',
  inkSoft: '#3a414b',
  muted: '#5e6670',
  sand: '#fbf7f2',
  stone: '#efebe4',
  line: '#d9d3c9',
  white: '#ffffff',
  pine: '#1f6f5c',
  pineLight: '#d5eae3',
  gold: '#f2b544',
  goldLight: '#fcefd2',
  onDark: '#f4f1ec',
  onDarkMuted: '#c4c0b8',
} as const

/** An image cannot load the page's web fonts: the system's sans-serif, which every device has. */
export const FONT = "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** Average advance of a sans-serif glyph in ems (Arial, Helvetica, Roboto, Segoe UI: 0.5-0.55; the wider is kept). */
const EM_WIDTH = 0.55

/** Roughly how wide a text is set at `size` (wide faces), to keep it inside its box. */
export function textWidth(text: string, size: number, weight = 400): number {
  return text.length * size * EM_WIDTH * (weight >= 600 ? 1.06 : 1)
}

/** `text` cut with an ellipsis so that it fits `width` at `size`. */
function fit(text: string, size: number, width: number, weight = 400): string {
  if (textWidth(text, size, weight) <= width) return text
  let cut = text
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** `text` broken into lines of at most `width` (by words), `lines` at most, the last cut to fit. */
export function wrap(text: string, size: number, width: number, lines = 2, weight = 400): string[] {
  const out: string[] = []
  let current = ''
  // Words break at spaces, and after a hyphen when a compound is wider than the line.
  const words = text
    .split(' ')
    .flatMap((word) => (textWidth(word, size, weight) > width ? word.split(/(?<=-)/) : [word]))
  for (const word of words) {
    const next = current ? `${current}${current.endsWith('-') ? '' : ' '}${word}` : word
    if (current && textWidth(next, size, weight) > width) {
      out.push(current)
      current = word
    } else current = next
  }
  if (current) out.push(current)
  if (out.length <= lines) return out
  return [...out.slice(0, lines - 1), fit(out.slice(lines - 1).join(' '), size, width, weight)]
}

/** Lines of text from `wrap`, `leading` apart, the first baseline at y. */
export function Para({
  x,
  y,
  size = 12,
  width,
  lines = 2,
  leading = 1.3,
  weight = 400,
  fill = c.ink,
  anchor = 'start',
  children,
}: Omit<TextProps, 'max' | 'children'> & { width: number; lines?: number; leading?: number; children: string }) {
  return (
    <g>
      {wrap(children, size, width, lines, weight).map((line, i) => (
        <T key={i} x={x} y={y + i * size * leading} size={size} weight={weight} fill={fill} anchor={anchor}>
          {line}
        </T>
      ))}
    </g>
  )
}

interface TextProps {
  x: number
  y: number
  size?: number
  weight?: number
  fill?: string
  anchor?: 'start' | 'middle' | 'end'
  /** When given, the text is cut to fit this width. */
  max?: number
  children: string | number
}

/** One line of text, its baseline at y. */
export function T({ x, y, size = 12, weight = 400, fill = c.ink, anchor = 'start', max, children }: TextProps) {
  const text = String(children)
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight === 400 ? undefined : weight}
      fill={fill}
      textAnchor={anchor === 'start' ? undefined : anchor}
    >
      {max ? fit(text, size, max, weight) : text}
    </text>
  )
}

/** A rounded button or pill with its label centred. */
export function Pill({
  x,
  y,
  w,
  h,
  fill,
  color = c.white,
  size = 12,
  weight = 600,
  stroke,
  r,
  children,
}: {
  x: number
  y: number
  w: number
  h: number
  fill: string
  color?: string
  size?: number
  weight?: number
  stroke?: string
  r?: number
  children: string
}) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={r ?? h / 2} fill={fill} stroke={stroke} />
      <T x={x + w / 2} y={y + h / 2 + size * 0.36} size={size} weight={weight} fill={color} anchor="middle" max={w - 6}>
        {children}
      </T>
    </g>
  )
}

/** A label on the left and an amount on the right of one row. */
export function Row({
  x,
  y,
  w,
  label,
  value,
  size = 12,
  weight = 400,
  fill = c.ink,
  valueFill,
}: {
  x: number
  y: number
  w: number
  label: string
  value: string
  size?: number
  weight?: number
  fill?: string
  valueFill?: string
}) {
  const valueWidth = textWidth(value, size, weight)
  return (
    <g>
      <T x={x} y={y} size={size} weight={weight} fill={fill} max={w - valueWidth - 6}>
        {label}
      </T>
      <T x={x + w} y={y} size={size} weight={weight} fill={valueFill ?? fill} anchor="end">
        {value}
      </T>
    </g>
  )
}

/** A screen: its own coordinate system (w × h units) placed at x, y, clipped to its rounded glass. */
export function Screen({
  id,
  x,
  y,
  w,
  h,
  r = 4,
  fill = c.sand,
  children,
}: {
  id: string
  x: number
  y: number
  w: number
  h: number
  r?: number
  fill?: string
  children: ReactNode
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <clipPath id={id}>
        <rect width={w} height={h} rx={r} />
      </clipPath>
      <g clipPath={`url(#${id})`}>
        <rect width={w} height={h} fill={fill} />
        {children}
      </g>
    </g>
  )
}

/** The soft shadow a device casts on the surface it stands on. */
export function FloorShadow({ cx, cy, rx, ry = 10 }: { cx: number; cy: number; rx: number; ry?: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={c.ink} opacity={0.12} />
}

/** Shared gradients: dark bezel, aluminium edge, the glass's light reflection. */
export function Defs() {
  return (
    <defs>
      <linearGradient id="bezel" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#3a4049" />
        <stop offset="0.6" stopColor="#15181c" />
      </linearGradient>
      <linearGradient id="alu" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#f1efeb" />
        <stop offset="0.7" stopColor="#c9c5be" />
      </linearGradient>
      <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#4a515b" />
        <stop offset="1" stopColor="#1b1f24" />
      </linearGradient>
    </defs>
  )
}
