import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Message } from '../../i18n/index.js'
import { zxcvbnCode } from '../../i18n/zxcvbn.js'

/** zxcvbn's 0–4 scale: 3 means "safely unguessable" (about 10^8 guesses and more). */
const MIN_SCORE = 3

/**
 * zxcvbn's dictionaries (English, French, common: ~400,000 strings, ~40 MB of heap once ranked)
 * live in a worker thread started on the first check and ended after IDLE_MS without one: a
 * password is set a few times a year, and the server's heap should not carry them in between.
 */
const IDLE_MS = 30_000

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { ZxcvbnFactory } = require(workerData.core)
const common = require(workerData.common)
const en = require(workerData.en)
const fr = require(workerData.fr)
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
})
parentPort.on('message', async ({ id, password, words }) => {
  try {
    const { score, feedback } = await zxcvbn.check(password, words)
    parentPort.postMessage({ id, score, why: feedback.warning || feedback.suggestions[0] || null })
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) })
  }
})
`

interface Verdict {
  score: number
  why: string | null
}
type Reply = { id: number; error?: string } & Partial<Verdict>

type Waiter = { resolve: (v: Verdict) => void; reject: (e: Error) => void }

/** A worker and the checks it owes: one that is ending fails only its own, never those of its successor. */
interface Checker {
  thread: Worker
  pending: Map<number, Waiter>
}

let checker: Checker | undefined
let idleTimer: NodeJS.Timeout | undefined
let nextId = 0

function startChecker(): Checker {
  // Resolved here, where node_modules is known (dist/node or server/), not from the working directory.
  const resolve = createRequire(import.meta.url).resolve
  const thread = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      core: resolve('@zxcvbn-ts/core'),
      common: resolve('@zxcvbn-ts/language-common'),
      en: resolve('@zxcvbn-ts/language-en'),
      fr: resolve('@zxcvbn-ts/language-fr'),
    },
  })
  const started: Checker = { thread, pending: new Map() }
  thread.on('message', (reply: Reply) => {
    const waiter = started.pending.get(reply.id)
    started.pending.delete(reply.id)
    if (reply.error !== undefined) waiter?.reject(new Error(`password strength check failed: ${reply.error}`))
    else waiter?.resolve({ score: reply.score ?? 0, why: reply.why ?? null })
  })
  const fail = (error: Error) => {
    if (checker === started) checker = undefined
    for (const waiter of started.pending.values()) waiter.reject(error)
    started.pending.clear()
  }
  thread.on('error', fail)
  thread.on('exit', (code) => fail(new Error(`password strength checker exited (${code})`)))
  return started
}

function check(password: string, words: string[]): Promise<Verdict> {
  clearTimeout(idleTimer)
  checker ??= startChecker()
  const current = checker
  // Keeps the process alive while a check runs (a CLI awaits it), not while the worker waits idle.
  current.thread.ref()
  const id = nextId++
  return new Promise<Verdict>((resolve, reject) => {
    current.pending.set(id, { resolve, reject })
    current.thread.postMessage({ id, password, words })
  }).finally(() => {
    if (current.pending.size > 0) return
    current.thread.unref()
    if (checker !== current) return
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => void stopPasswordChecker(), IDLE_MS)
    idleTimer.unref()
  })
}

/** Ends the worker now (tests; it also ends by itself when idle). */
export async function stopPasswordChecker(): Promise<void> {
  clearTimeout(idleTimer)
  const current = checker
  checker = undefined
  await current?.thread.terminate()
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

/** Why a password is too easy to guess (zxcvbn's hint quoted by its code), or null when it is strong enough. */
export async function weakPasswordProblem(password: string, userInputs: string[] = []): Promise<Message | null> {
  const { score, why } = await check(password, userWords(userInputs))
  if (score >= MIN_SCORE) return null
  if (!why) return { code: 'password.weak' }
  const code = zxcvbnCode(why)
  return { code: 'password.weak_because', params: { why: code ? { code } : why.replace(/\.$/, '') } }
}
