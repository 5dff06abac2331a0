import styles from './CompanyExtras.module.css'

/** A simplified outline of Canada (longitude/latitude scaled ×10), drawn once for the offices. */
const OUTLINE =
  'M0 240 0 144 110 140 210 150 310 155 410 160 460 130 510 150 560 145 600 160 590 200 530 200 480 230 470 252 530 275 590 290 620 320 630 280 640 240 630 215 680 220 710 230 760 240 770 260 800 280 840 310 860 325 820 360 770 350 810 370 800 385 750 405 740 390 720 366 700 390 660 390 620 407 580 420 585 387 565 375 520 360 460 350 180 350 165 355 130 330 110 295 80 285 50 250 20 240Z M610 210 690 215 770 190 790 170 730 135 630 105 530 105 560 140 610 170Z M230 130 360 150 410 140 390 110 260 105Z M510 80 660 60 790 20 630 10 490 30Z'

export function CanadaMap({ label, pins }: { label: string; pins: { city: string; lon: number; lat: number }[] }) {
  return (
    <svg className={styles.map} viewBox="-20 -10 900 470" width="900" height="470" role="img" aria-label={label}>
      <path d={OUTLINE} fill="var(--stone)" stroke="var(--line)" strokeWidth="3" strokeLinejoin="round" />
      {pins.map((pin, index) => {
        const x = Math.round((pin.lon + 141) * 10)
        const y = Math.round((84 - pin.lat) * 10)
        return (
          <g key={pin.city}>
            <circle cx={x} cy={y} r="16" fill="var(--ember)" opacity="0.2" />
            <circle cx={x} cy={y} r="8" fill="var(--ember)" stroke="var(--white)" strokeWidth="3" />
            <text
              x={x}
              y={index % 2 ? y + 44 : y - 24}
              textAnchor="middle"
              fontSize="22"
              fontWeight="700"
              fill="var(--ink)"
            >
              {pin.city}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
