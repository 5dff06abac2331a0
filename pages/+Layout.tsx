import type { ReactNode } from 'react'
import './styles/global.css'
import { Footer } from './components/footer/Footer'
import { Header } from './components/header/Header'
import { Island } from './components/Island'
import { useShell } from './components/use-shell'

export default function Layout({ children }: { children: ReactNode }) {
  const { ui } = useShell()
  return (
    <>
      <a href="#main" className="skip-link">
        {ui.skipToContent}
      </a>
      <Island name="Header" component={Header} props={{}} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
