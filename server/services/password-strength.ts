import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as fr from '@zxcvbn-ts/language-fr'

/** zxcvbn's 0–4 scale: 3 means "safely unguessable" (about 10^8 guesses and more). */
export const MIN_SCORE = 3

let estimator: ZxcvbnFactory | undefined

/** Built on first use: the dictionaries take about half a second and some memory to load. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return estimator
}

/** The words of an email (and the site's name) count as a dictionary: a password made of them is weak. */
function userWords(inputs: string[]): string[] {
  const words = new Set<string>(['mapleserve', 'maple', 'serve'])
  for (const input of inputs) {
    const lower = input.toLowerCase()
    if (!lower) continue
    words.add(lower)
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part)
  }
  return [...words]
}

/** Why a password is too easy to guess, in one sentence, or null when it is strong enough. */
export async function weakPasswordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  const result = await zxcvbn().check(password, userWords(userInputs))
  if (result.score >= MIN_SCORE) return null
  const why = result.feedback.warning ?? result.feedback.suggestions[0]
  return `Password is too easy to guess${why ? `: ${why.replace(/\.$/, '')}` : ''}. Use a longer passphrase of unusual words.`
}
