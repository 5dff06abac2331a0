import { preferredLocale } from './preferred-locale'

/**
 * Shows the home page's offer of the other language (pages/index/LanguageSuggestion.tsx, rendered
 * hidden) when the browser prefers that language; its button puts it away.
 */
export function offerLanguage(): void {
  const preferred = preferredLocale(navigator.languages.join(','))
  for (const offer of document.querySelectorAll<HTMLElement>('[data-language-offer]')) {
    if (offer.dataset.languageOffer !== preferred) continue
    offer.hidden = false
    offer.querySelector('[data-dismiss]')?.addEventListener('click', () => (offer.hidden = true))
  }
}
