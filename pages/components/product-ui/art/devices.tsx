import type { ReactNode } from 'react'
import { Contactless } from './pay'
import { c, FloorShadow, Pill, Screen, T, textWidth } from './svg'

/*
 * The devices, each drawn so that its outline alone says what it is, on the 640 × 480 canvas, lit
 * from the top left. Screens are given as children in their own units (the sizes in each comment).
 */

/** Station: a 15.6-inch operator screen on a hinge over a printer base, the guest display on its own arm. Screens 432 × 242 and 132 × 100. */
export function Station({ main, guest }: { main: ReactNode; guest: ReactNode }) {
  return (
    <g>
      <FloorShadow cx={330} cy={426} rx={300} ry={12} />
      <rect x={541} y={246} width={12} height={140} fill="url(#body)" />
      <rect x={470} y={140} width={152} height={116} rx={10} fill="url(#bezel)" />
      <Screen id="guest" x={480} y={148} w={132} h={100} r={4}>
        {guest}
      </Screen>
      <path d="M48 382h560q10 0 13 9l8 26q2 9-8 9H35q-10 0-8-9l8-26q3-9 13-9z" fill="url(#body)" />
      <rect x={48} y={383} width={560} height={3} fill="#6a727d" />
      <path d="M392 383v-34l6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5v34z" fill={c.white} stroke={c.line} />
      <path d="M400 364h40M400 372h28" stroke={c.line} strokeWidth={2} />
      <rect x={382} y={381} width={92} height={4} rx={2} fill="#0b0d10" />
      <circle cx={64} cy={404} r={3} fill="#5fd38d" />
      <T x={328} y={411} size={11} weight={600} fill={c.onDarkMuted} anchor="middle">
        MapleServe
      </T>
      <path d="M212 296h60l14 88h-88z" fill="url(#body)" />
      <rect x={14} y={40} width={452} height={262} rx={14} fill="url(#bezel)" />
      <rect x={14.5} y={40.5} width={451} height={261} rx={13.5} fill="none" stroke="#fff" strokeOpacity={0.15} />
      <Screen id="main" x={24} y={50} w={432} h={242}>
        {main}
      </Screen>
    </g>
  )
}

/** Tab: an 11-inch tablet, aluminium edge and thin even bezels, resting in a low charging cradle. Screen 540 × 330. */
export function Tab({ children }: { children: ReactNode }) {
  return (
    <g>
      <FloorShadow cx={320} cy={408} rx={250} ry={10} />
      <rect x={38} y={34} width={564} height={354} rx={24} fill="url(#alu)" stroke="#b9b4ac" />
      <rect x={42} y={38} width={556} height={346} rx={20} fill="#101216" />
      <circle cx={320} cy={42} r={2} fill="#3a4049" />
      <Screen id="tab" x={50} y={46} w={540} h={330} r={8}>
        {children}
      </Screen>
      <path d="M150 378h340l14 26q2 6-5 6H141q-7 0-5-6z" fill="url(#body)" />
      <rect x={150} y={378} width={340} height={4} fill="#6a727d" />
      <circle cx={320} cy={396} r={2.5} fill="#5fd38d" />
    </g>
  )
}

/** Go: a 6.5-inch handheld, thicker at the top where its printer sends the receipt out. Screen 168 × 300. */
export function Go({ children }: { children: ReactNode }) {
  return (
    <g transform="rotate(-5 320 260)">
      <FloorShadow cx={326} cy={468} rx={110} ry={8} />
      <path
        d="M268 64V14l6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5 6 5 6-5v50z"
        fill={c.white}
        stroke={c.line}
      />
      <path d="M282 30h60M282 40h44M282 50h70" stroke={c.line} strokeWidth={3} />
      <rect x={224} y={60} width={192} height={400} rx={30} fill="url(#bezel)" />
      <rect x={234} y={46} width={172} height={52} rx={22} fill="url(#body)" />
      <rect x={262} y={60} width={116} height={5} rx={2.5} fill="#0b0d10" />
      <Screen id="go" x={236} y={100} w={168} h={300} r={10}>
        {children}
      </Screen>
      <Contactless x={314} y={430} scale={0.7} color={c.onDarkMuted} />
      <rect x={272} y={454} width={96} height={5} rx={2.5} fill="#0b0d10" />
    </g>
  )
}

/** The kitchen display: a 21.5-inch screen on a wall arm, its bump bar below. Screen 580 × 326. */
export function KitchenDisplay({ children }: { children: ReactNode }) {
  return (
    <g>
      <rect x={290} y={8} width={60} height={32} rx={3} fill="#4a515b" />
      <rect x={16} y={36} width={608} height={354} rx={10} fill="#15181c" stroke="#5c636d" strokeWidth={3} />
      <Screen id="kds" x={30} y={50} w={580} h={326} r={3} fill="#2a2f36">
        {children}
      </Screen>
      <FloorShadow cx={320} cy={446} rx={180} ry={6} />
      <rect x={150} y={410} width={340} height={30} rx={8} fill="url(#body)" />
      {Array.from({ length: 8 }, (_, i) => (
        <rect key={i} x={160 + i * 41} y={416} width={35} height={18} rx={4} fill={i === 7 ? c.ember : '#2f353d'} />
      ))}
    </g>
  )
}

/**
 * A guest's or owner's phone, left of centre, with what matters on it repeated large in a card
 * beside it (drawn in canvas units from x 372), so it still reads where the page shows the drawing
 * small. Screen 210 × 440.
 */
export function Phone({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <g>
      <g transform="translate(-110 0)">
        <FloorShadow cx={324} cy={468} rx={120} ry={8} />
        <rect x={435} y={120} width={4} height={54} rx={2} fill="#2a2f36" />
        <rect x={205} y={10} width={230} height={460} rx={38} fill="url(#bezel)" />
        <Screen id="phone" x={215} y={20} w={210} h={440} r={30}>
          {children}
        </Screen>
        <rect x={298} y={28} width={44} height={13} rx={6.5} fill="#000" />
      </g>
      <rect x={360} y={112} width={264} height={236} rx={18} fill={c.ink} opacity={0.08} transform="translate(4 8)" />
      <rect x={360} y={112} width={264} height={236} rx={18} fill={c.white} stroke={c.line} />
      {aside}
    </g>
  )
}

/** A browser window showing a website. Page 608 × 368. */
export function Browser({ url, children }: { url: string; children: ReactNode }) {
  return (
    <g>
      <rect x={16} y={36} width={608} height={416} rx={12} fill="#e9e5de" stroke="#cfc9bf" />
      {['#e0645a', '#e9b949', '#5fb36b'].map((fill, i) => (
        <circle key={fill} cx={38 + i * 18} cy={54} r={6} fill={fill} />
      ))}
      <rect x={100} y={44} width={460} height={20} rx={10} fill={c.white} />
      <rect x={114} y={51} width={8} height={7} rx={1.5} fill={c.muted} />
      <path d="M115.5 51v-2a2.5 2.5 0 0 1 5 0v2" fill="none" stroke={c.muted} strokeWidth={1.4} />
      <T x={130} y={58} size={11} fill={c.inkSoft}>
        {url}
      </T>
      <Screen id="page" x={16} y={72} w={608} h={368} r={0}>
        {children}
      </Screen>
    </g>
  )
}

/** A countertop payment terminal, screen over keypad, as a card taps it. Screen 144 × 150. */
export function Terminal({ networks, children }: { networks: string[]; children: ReactNode }) {
  return (
    <g>
      <FloorShadow cx={320} cy={452} rx={130} ry={10} />
      <path d="M262 66h116q26 0 28 26l10 330q1 26-26 26H248q-27 0-26-26l10-330q2-26 30-26z" fill="url(#bezel)" />
      <Screen id="terminal" x={248} y={84} w={144} h={150} r={6} fill={c.white}>
        {children}
      </Screen>
      <Networks names={networks} />
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          key={i}
          x={252 + (i % 3) * 46}
          y={272 + Math.floor(i / 3) * 32}
          width={40}
          height={24}
          rx={5}
          fill="#3a4049"
        />
      ))}
      {[c.ember, c.gold, c.pine].map((fill, i) => (
        <rect key={fill} x={252 + i * 46} y={402} width={40} height={24} rx={5} fill={fill} />
      ))}
      <rect x={270} y={440} width={100} height={4} rx={2} fill="#0b0d10" />
      <g transform="rotate(16 500 110)">
        <rect x={430} y={60} width={150} height={96} rx={10} fill={c.pine} />
        <rect x={448} y={86} width={26} height={20} rx={4} fill={c.gold} />
        <T x={448} y={138} size={13} weight={600} fill={c.white}>
          •••• 4821
        </T>
      </g>
      <Contactless x={414} y={150} scale={1.1} color={c.ember} />
    </g>
  )
}

/** The card networks the terminal takes, as badges centred under its screen. */
function Networks({ names }: { names: string[] }) {
  const widths = names.map((name) => textWidth(name, 11, 500) + 8)
  let x = 320 - (widths.reduce((sum, w) => sum + w, 0) + (names.length - 1) * 3) / 2
  return (
    <g>
      {names.map((name, i) => {
        const at = x
        x += (widths[i] ?? 0) + 3
        return (
          <Pill
            key={name}
            x={at}
            y={244}
            w={widths[i] ?? 0}
            h={17}
            r={4}
            fill="#2f353d"
            color={c.onDark}
            size={11}
            weight={500}
          >
            {name}
          </Pill>
        )
      })}
    </g>
  )
}
