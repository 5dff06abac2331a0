import { site } from '../../content/site'

/** The wordmark: a maple-leaf plate mark and the brand name in the site font (so it follows `brand`). */
export function Logo({ tone = 'ink' }: { tone?: 'ink' | 'light' }) {
  const text = tone === 'light' ? 'var(--on-dark)' : 'var(--ink)'
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.55rem', color: text }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--ember)" />
        <path
          d="M16 5.5l2.2 4.6 3.6-1.5-1 4.3 4.2.4-3.2 3.3 2.2 1.6-5.6 1.1.4 3.7H17.2v3.5h-2.4V23h-1.6l.4-3.7-5.6-1.1 2.2-1.6-3.2-3.3 4.2-.4-1-4.3 3.6 1.5z"
          fill="#fff"
        />
      </svg>
      <span style={{ fontWeight: 750, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>{site.brand}</span>
    </span>
  )
}
