import { useEffect, useRef } from 'react'
import { useShell } from '../use-shell'
import type { DemoSource } from './DemoButton'
import styles from './DemoModal.module.css'

/** Placeholder dialog until the demo form lands (leads issue): heading, close on Escape/outside/button. */
export default function DemoModal({ source, onClose }: { source: DemoSource; onClose: () => void }) {
  const { ui } = useShell()
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement as HTMLElement | null
    dialog.showModal()
    return () => opener?.focus()
  }, [])

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="demo-modal-title"
      data-source-section={source.section}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose()
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={ui.demoModal.close}>
          ×
        </button>
        <h2 id="demo-modal-title" className={styles.title}>
          {ui.demoModal.heading}
        </h2>
      </div>
    </dialog>
  )
}
