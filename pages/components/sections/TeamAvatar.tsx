/**
 * An illustrated portrait for the About page's team, drawn in the site's line style (the same ink
 * stroke and palette as public/illustrations): no photos of real people, and each person distinct by
 * skin, hair, shirt and background. Decoration only: the name and role are the text beside it.
 */
type Hair = 'short' | 'long' | 'bun' | 'curly' | 'crop' | 'side'

interface Look {
  skin: string
  hair: Hair
  hairColour: string
  shirt: string
  background: string
  glasses?: boolean
  beard?: boolean
}

const INK = '#1B1F24'
const SKIN = ['#F1C7A8', '#D9A07A', '#A8714E', '#8D5A3B', '#6B4330']
const HAIR = { black: '#1B1F24', brown: '#5A3A26', auburn: '#8A3B1E', grey: '#9A948C', blond: '#C99A4B' }
const BACKGROUND = ['#F8DDD4', '#D5EAE3', '#FBE9C6', '#E4E1F2']
const SHIRT = ['#C2391D', '#1F6F5C', '#2C323A', '#3F5A8A', '#B7852A']

/** One look a person, in the team's order; more people than looks reuse them with another background. */
const LOOKS: Look[] = [
  { skin: SKIN[2]!, hair: 'long', hairColour: HAIR.black, shirt: SHIRT[0]!, background: BACKGROUND[0]! },
  { skin: SKIN[0]!, hair: 'side', hairColour: HAIR.brown, shirt: SHIRT[2]!, background: BACKGROUND[1]!, glasses: true },
  { skin: SKIN[0]!, hair: 'bun', hairColour: HAIR.auburn, shirt: SHIRT[1]!, background: BACKGROUND[2]! },
  { skin: SKIN[4]!, hair: 'crop', hairColour: HAIR.black, shirt: SHIRT[3]!, background: BACKGROUND[3]!, beard: true },
  { skin: SKIN[1]!, hair: 'long', hairColour: HAIR.brown, shirt: SHIRT[4]!, background: BACKGROUND[1]!, glasses: true },
  { skin: SKIN[2]!, hair: 'curly', hairColour: HAIR.black, shirt: SHIRT[1]!, background: BACKGROUND[0]! },
  { skin: SKIN[3]!, hair: 'bun', hairColour: HAIR.black, shirt: SHIRT[2]!, background: BACKGROUND[2]! },
  { skin: SKIN[0]!, hair: 'short', hairColour: HAIR.blond, shirt: SHIRT[0]!, background: BACKGROUND[3]!, beard: true },
]

const FACE = 'M54 76C54 56 64 46 80 46C96 46 106 56 106 76C106 98 94 112 80 112C66 112 54 98 54 76Z'

function HairBack({ look }: { look: Look }) {
  if (look.hair === 'long')
    return (
      <path
        d="M48 80C44 48 60 36 80 36C100 36 116 48 112 80L116 122C104 128 92 124 90 116H70C68 124 56 128 44 122Z"
        fill={look.hairColour}
      />
    )
  if (look.hair === 'bun') return <circle cx="80" cy="32" r="15" fill={look.hairColour} />
  if (look.hair === 'curly')
    return (
      <g fill={look.hairColour}>
        {[
          [58, 56],
          [70, 44],
          [84, 42],
          [98, 50],
          [106, 64],
          [54, 70],
        ].map(([cx, cy]) => (
          <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="13" />
        ))}
      </g>
    )
  return null
}

function HairFront({ look }: { look: Look }) {
  const fill = look.hairColour
  switch (look.hair) {
    case 'long':
      return <path d="M54 74C56 54 68 46 80 46C94 46 104 54 106 74C96 66 84 60 70 58C64 62 58 68 54 74Z" fill={fill} />
    case 'bun':
      return <path d="M53 72C53 54 64 44 80 44C96 44 107 54 107 72C100 62 90 56 80 56C70 56 60 62 53 72Z" fill={fill} />
    case 'crop':
      return <path d="M55 68C57 52 67 45 80 45C93 45 103 52 105 68C98 58 90 54 80 54C70 54 62 58 55 68Z" fill={fill} />
    case 'side':
      return <path d="M52 76C50 52 64 42 82 42C98 42 110 52 108 72C100 60 86 56 70 58C62 62 56 68 52 76Z" fill={fill} />
    case 'short':
      return (
        <path
          d="M52 74C50 52 64 42 80 42C96 42 110 52 108 74C104 64 96 58 88 60C80 52 66 56 60 64C57 67 54 70 52 74Z"
          fill={fill}
        />
      )
    default:
      return null
  }
}

export function TeamAvatar({ index }: { index: number }) {
  const look = LOOKS[index % LOOKS.length] as Look
  const background = index < LOOKS.length ? look.background : BACKGROUND[(index + 1) % BACKGROUND.length]
  const clip = `team-avatar-${index}`
  return (
    <svg
      viewBox="0 0 160 160"
      width="160"
      height="160"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke={INK}
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <defs>
        <clipPath id={clip}>
          <circle cx="80" cy="80" r="78" />
        </clipPath>
      </defs>
      <circle cx="80" cy="80" r="78" fill={background} stroke="none" />
      <g clipPath={`url(#${clip})`}>
        <HairBack look={look} />
        <path d="M18 170C18 136 44 122 80 122C116 122 142 136 142 170Z" fill={look.shirt} />
        <path d="M66 122L80 134L94 122" stroke="#fff" strokeWidth="3" />
        <path d="M70 98V122C70 128 90 128 90 122V98Z" fill={look.skin} />
        <ellipse cx="53" cy="82" rx="6" ry="8" fill={look.skin} />
        <ellipse cx="107" cy="82" rx="6" ry="8" fill={look.skin} />
        <path d={FACE} fill={look.skin} />
        {look.beard && (
          <path
            d="M56 86C58 104 68 112 80 112C92 112 102 104 104 86C98 96 90 100 80 100C70 100 62 96 56 86Z"
            fill={look.hairColour}
          />
        )}
        <HairFront look={look} />
        <circle cx="70" cy="80" r="2.6" fill={INK} stroke="none" />
        <circle cx="90" cy="80" r="2.6" fill={INK} stroke="none" />
        <path d="M72 94C76 98 84 98 88 94" />
        {look.glasses && (
          <g>
            <circle cx="70" cy="80" r="8" />
            <circle cx="90" cy="80" r="8" />
            <path d="M78 80H82" />
          </g>
        )}
      </g>
    </svg>
  )
}
