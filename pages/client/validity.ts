import type { FormEvent } from 'react'

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Props for a form field whose native validation bubble speaks the page's language (browsers use
 * their own UI language otherwise). Without JavaScript the browser's wording stays and the server
 * checks again in the visitor's language.
 */
export function localizedValidity(messages: { required: string; invalidEmail: string }) {
  const reset = (event: FormEvent<Field>) => event.currentTarget.setCustomValidity('')
  return {
    onInvalid: (event: FormEvent<Field>) => {
      const { validity } = event.currentTarget
      const message = validity.valueMissing ? messages.required : validity.typeMismatch ? messages.invalidEmail : ''
      event.currentTarget.setCustomValidity(message)
    },
    onInput: reset,
    onChange: reset,
  }
}
