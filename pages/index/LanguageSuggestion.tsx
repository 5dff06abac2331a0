import { useEffect, useState } from 'react'
import { suggestionFor, type LanguageSuggestion as Suggestion } from './language-suggestion'
import styles from './home.module.css'

/**
 * The offer of the other language, decided in the browser from navigator.languages: the server
 * renders nothing here, so one cached home page serves every visitor (no Vary: Accept-Language).
 * It appears as a bar fixed to the bottom of the window, so nothing on the page moves when it comes.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Suggestion[] }) {
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  useEffect(() => {
    setSuggestion(suggestionFor(suggestions, navigator.languages))
  }, [suggestions])
  if (!suggestion) return null
  return (
    <aside className={styles.suggestion} lang={suggestion.lang} aria-label={suggestion.text}>
      <div className={`container ${styles.suggestionRow}`}>
        <p>
          {suggestion.text}{' '}
          <a href={suggestion.href} hrefLang={suggestion.lang}>
            {suggestion.link}
          </a>
        </p>
        <button type="button" className={styles.dismiss} onClick={() => setSuggestion(null)}>
          {suggestion.dismiss}
        </button>
      </div>
    </aside>
  )
}
