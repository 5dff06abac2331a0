import { useEffect } from 'react'
import { useLocalizePath } from '../components/use-shell'

/**
 * Progressive enhancement of /blog: the page works as links and a GET form; with JavaScript the same
 * URLs are fetched and the list region swapped in place (no reload), the sort select applies on
 * change, and Back/Forward restore earlier lists. Renders nothing itself; it sits outside the
 * region it replaces. Works the same on /fr/blog: only list URLs of the page's own language are
 * swapped in place.
 */
const REGION = 'blog-list'

/** '/blog' or '/fr/blog': set from the page's locale when the island mounts. */
let listPath = '/blog'

function isListUrl(url: URL): boolean {
  return url.origin === location.origin && url.pathname === listPath
}

async function show(url: URL, push: boolean): Promise<void> {
  const region = document.getElementById(REGION)
  if (!region) return
  region.setAttribute('aria-busy', 'true')
  try {
    const res = await fetch(url, { headers: { accept: 'text/html' } })
    const finalUrl = new URL(res.url)
    if (!res.ok || !isListUrl(finalUrl)) throw new Error(`HTTP ${res.status}`)
    const doc = new DOMParser().parseFromString(await res.text(), 'text/html')
    const next = doc.getElementById(REGION)
    if (!next) throw new Error('list region missing')
    region.replaceChildren(...Array.from(next.childNodes, (node) => document.importNode(node, true)))
    document.title = doc.title
    if (push) history.pushState(null, '', finalUrl)
    else if (finalUrl.href !== location.href) history.replaceState(null, '', finalUrl)
    region.querySelector<HTMLElement>('[role="status"]')?.focus({ preventScroll: true })
    if (region.getBoundingClientRect().top < 0) region.scrollIntoView({ block: 'start' })
  } catch {
    // The server knows best (errors, redirects elsewhere): fall back to a normal page load.
    location.assign(url)
  } finally {
    region.removeAttribute('aria-busy')
  }
}

function formUrl(form: HTMLFormElement): URL {
  const url = new URL(form.action, location.href)
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'newest'))
      url.searchParams.set(name, value)
  }
  return url
}

export function BlogEnhancer() {
  const localizePath = useLocalizePath()
  const ownListPath = localizePath('/blog')
  useEffect(() => {
    listPath = ownListPath
    const region = document.getElementById(REGION)
    if (!region) return
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element).closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target) return
      const url = new URL(link.href)
      if (!isListUrl(url)) return
      event.preventDefault()
      void show(url, url.href !== location.href)
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return
      const url = formUrl(form)
      if (!isListUrl(url)) return
      event.preventDefault()
      void show(url, url.href !== location.href)
    }
    const onChange = (event: Event) => {
      const select = event.target
      if (select instanceof HTMLSelectElement && select.name === 'sort') select.form?.requestSubmit()
    }
    const onPopState = () => void show(new URL(location.href), false)
    region.addEventListener('click', onClick)
    region.addEventListener('submit', onSubmit)
    region.addEventListener('change', onChange)
    window.addEventListener('popstate', onPopState)
    return () => {
      region.removeEventListener('click', onClick)
      region.removeEventListener('submit', onSubmit)
      region.removeEventListener('change', onChange)
      window.removeEventListener('popstate', onPopState)
    }
  }, [ownListPath])
  return null
}
