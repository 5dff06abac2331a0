import { useEffect, type RefObject } from 'react'

/** Calls onDismiss on a pointer press outside `ref` or on Escape, while `active`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: (viaKey: boolean) => void) {
  useEffect(() => {
    if (!active) return
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, active, onDismiss])
}

/** True once the page has scrolled more than `threshold` pixels. */
export function subscribeScrolled(threshold: number, onChange: (scrolled: boolean) => void): () => void {
  let last = window.scrollY > threshold
  onChange(last)
  const onScroll = () => {
    const next = window.scrollY > threshold
    if (next !== last) {
      last = next
      onChange(next)
    }
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => window.removeEventListener('scroll', onScroll)
}
