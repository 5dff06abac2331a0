import type { ReactNode } from 'react'
import './styles/global.css'
import { Footer } from './components/footer/Footer'
import { Header } from './components/header/Header'
import { useShell } from './components/use-shell'
import { languageSwitch } from './components/header/language-switch'
import { useSite } from './components/page-context'
import type { Seo } from './seo'

export default function Layout({ children }: { children: ReactNode }) {
  const { ui } = useShell()
  const { locale, data } = useSite()
  const seo = (data as { seo?: Seo } | undefined)?.seo
  return (
    <>
      <a href="#main" className="skip-link">
        {ui.skipToContent}
      </a>
      <Header languageSwitch={languageSwitch(locale, seo)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
