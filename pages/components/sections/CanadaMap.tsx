import { CANADA_MAP } from './canada-map-fit'
import { lambert } from './lambert'
import styles from './CompanyExtras.module.css'

/** Where a city falls on the drawing (the same projection and fit as the outline). */
function place(lon: number, lat: number): [number, number] {
  const [x, y] = lambert(lon, lat)
  const { minX, minY, scale, pad } = CANADA_MAP.fit
  return [Math.round((x - minX) * scale + pad), Math.round((y - minY) * scale + pad)]
}

/**
 * Canada from Natural Earth's outline (public domain; scripts/canada-map.ts draws it into a cached SVG
 * file, so the page carries one image, not thousands of points), with each office pinned and named.
 * Labels alternate above and below their pin, so Toronto and Montréal do not overlap.
 */
export function CanadaMap({ label, pins }: { label: string; pins: { city: string; lon: number; lat: number }[] }) {
  const { width, height, src } = CANADA_MAP
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      <image href={src} width={width} height={height} />
      {pins.map((pin, index) => {
        const [x, y] = place(pin.lon, pin.lat)
        const below = index % 2 === 1
        // A label near an edge grows inward, so Vancouver's is not cut by the drawing's left side.
        const anchor = x < 140 ? 'start' : x > width - 140 ? 'end' : 'middle'
        const labelX = anchor === 'start' ? x - 20 : anchor === 'end' ? x + 20 : x
        return (
          <g key={pin.city}>
            <circle cx={x} cy={y} r="18" fill="var(--ember)" opacity="0.18" />
            <circle cx={x} cy={y} r="8" fill="var(--ember)" stroke="var(--white)" strokeWidth="3" />
            <text
              x={labelX}
              y={below ? y + 46 : y - 28}
              textAnchor={anchor}
              fontSize="30"
              fontWeight="700"
              fill="var(--ink)"
              stroke="var(--white)"
              strokeWidth="6"
              paintOrder="stroke"
            >
              {pin.city}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
