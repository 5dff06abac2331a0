/**
 * The sections below a page's first screen, and the footer, start unrendered (`content-visibility:
 * auto`, styles/global.css): the first layout of a long page, and the one that follows when Inter
 * arrives, then cost the first screen only (home at 412 px: layout CPU about a third less, the longest
 * task about a third shorter; /pricing's comparison table no longer laid out at load). Once the page
 * has loaded, this draws them one at a time while the main thread is idle (a few milliseconds each,
 * never a long task), so that scrolling, printing and anything that reads the painted page (an
 * accessibility checker's contrast test) meet every section drawn. Without JavaScript the browser
 * draws each one as it comes near the window. Long parts of a section that starts near the window
 * (home's five 'What we do' items on a phone, 105 elements) are marked `data-render-later` and held
 * back the same way: the browser draws the whole of a section within its margin of the window.
 */
export const RENDER_LATER =
  'main .section:not(main > :first-child, main > :first-child > :first-child):not([data-drawn]), [data-render-later]:not([data-drawn]), footer[data-site-footer]:not([data-drawn])'

export function drawSectionsWhenIdle(): void {
  const pending = [...document.querySelectorAll<HTMLElement>(RENDER_LATER)]
  const next = () => {
    const section = pending.shift()
    if (!section) return
    section.dataset.drawn = ''
    // Lay it out now, inside this idle slice, rather than in the next frame with the others.
    void section.offsetHeight
    if (pending.length) whenIdle(next)
  }
  whenIdle(next)
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50)
