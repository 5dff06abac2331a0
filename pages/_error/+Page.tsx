import { useSite } from '../components/page-context'
import { useLocalizePath, useShell } from '../components/use-shell'
import styles from './error.module.css'

/** 404 and 500 pages; pages that throw render(404, reason) show their own message (e.g. product not found). */
export default function Page() {
  const { ui } = useShell()
  const localize = useLocalizePath()
  const error = useSite().error
  const is404 = error?.is404 ?? true
  const abortReason = error?.reason
  const reason =
    typeof abortReason === 'object' && abortReason
      ? (abortReason as { title?: string; text?: string; back?: string; href?: string })
      : null
  const fallback = is404 ? ui.pageNotFound : ui.serverError
  const title = reason?.title ?? fallback.title
  const text = reason?.text ?? fallback.text
  const back = reason?.back ?? fallback.back
  return (
    // data-http-status: the page-view beacon (pages/client/analytics.ts) leaves error pages uncounted.
    <section className={`section ${styles.wrap}`} data-http-status={is404 ? 404 : (error?.status ?? 500)}>
      <div className="container">
        <p className={styles.code}>{is404 ? '404' : String(error?.status ?? 500)}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <a href={reason?.href ?? localize('/')} className="btn btn--primary btn--lg">
          {back}
        </a>
      </div>
    </section>
  )
}
