/**
 * The page-view beacon (issue 22): one small request per page load, sent once the page is idle,
 * with only the path, the referring domain, UTM parameters, a screen class and the language. No
 * cookie, no storage, nothing when the visitor asks not to be tracked (Global Privacy Control or
 * Do Not Track). Without JavaScript nothing is sent, so nothing is counted.
 */
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const

function screenClass(width: number): string {
  if (width < 576) return 'mobile'
  if (width < 992) return 'tablet'
  if (width < 1440) return 'laptop'
  return 'desktop'
}

function referrerDomain(): string {
  try {
    return document.referrer ? new URL(document.referrer).hostname : ''
  } catch {
    return ''
  }
}

export function sendPageview(): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  if (nav.globalPrivacyControl || nav.doNotTrack === '1' || typeof nav.sendBeacon !== 'function') return
  const params = new URLSearchParams(location.search)
  const view: Record<string, string> = {
    path: location.pathname.slice(0, 300),
    referrer: referrerDomain().slice(0, 200),
    screen: screenClass(innerWidth),
    language: (nav.language || '').slice(0, 35),
  }
  for (const key of UTM) view[key] = (params.get(key) ?? '').trim().slice(0, 100)
  // The error page (404, 500) says its status, so the server leaves it out of the counts.
  const status = Number(document.querySelector('[data-http-status]')?.getAttribute('data-http-status'))
  nav.sendBeacon('/api/collect', JSON.stringify(status ? { ...view, status } : view))
}
