import type { LanguageSuggestion as Suggestion } from './language-suggestion'
import styles from './home.module.css'

/**
 * The offer of the other language, rendered hidden: the browser shows it when navigator.languages
 * prefers that language (pages/client/language-offer.ts), so one cached home page serves every
 * visitor (no Vary: Accept-Language). It is a bar fixed to the bottom of the window, so nothing on
 * the page moves when it appears.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Suggestion[] }) {
  return suggestions.map((suggestion) => (
    <aside
      key={suggestion.locale}
      className={styles.suggestion}
      lang={suggestion.lang}
      aria-label={suggestion.text}
      data-language-offer={suggestion.locale}
      hidden
    >
      <div className={`container ${styles.suggestionRow}`}>
        <p>
          {suggestion.text}{' '}
          <a href={suggestion.href} hrefLang={suggestion.lang}>
            {suggestion.link}
          </a>
        </p>
        <button type="button" className={styles.dismiss} data-dismiss>
          {suggestion.dismiss}
        </button>
      </div>
    </aside>
  ))
}
