import { site } from '../../content/site'

/** The wordmark: a maple-leaf plate mark and the brand name in the site font (so it follows `brand`). */
export function Logo({ tone = 'ink' }: { tone?: 'ink' | 'light' }) {
  const text = tone === 'light' ? 'var(--on-dark)' : 'var(--ink)'
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.55rem', color: text }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--ember)" />
        <path d={site.logoMark} fill="#fff" />
      </svg>
      <span style={{ fontWeight: 750, fontSize: '1.25rem', letterSpacing: '-0.02em' }}>{site.brand}</span>
    </span>
  )
}
