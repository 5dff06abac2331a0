/**
 * `npm run create-admin -- --email you@example.com [--role editor] [--password-stdin]`: creates an
 * account (an administrator by default), or gives an existing one a new password and role. The
 * password is asked for with hidden input, or read from standard input with --password-stdin
 * (never from ADMIN_PASSWORD, which only seeds the very first start). Also clears the account's
 * sign-in lock.
 */
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { createDb, migrateLatest } from '../server/db/knex'
import { EnvError, parseDataEnv } from '../server/env'
import { HttpError } from '../server/lib/errors'
import { authService } from '../server/services/users/auth'
import { newPasswordProblem } from '../server/services/users/password'
import { english } from '../server/i18n/index'
import { usersService } from '../server/services/users/users'

/** parseArgs says "Unknown option '--emial'. To specify a positional..."; the first sentence is enough. */
function firstSentence(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('. ')[0]!.replace(/\.$/, '')
}

const USAGE = 'Usage: npm run create-admin -- --email you@example.com [--role admin|editor] [--password-stdin]'

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const output = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream }
    let prompted = false
    // Echo the prompt once, then nothing of what is typed.
    output._writeToOutput = (s: string) => {
      if (!prompted) {
        output.output.write(s)
        prompted = true
      }
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

async function readPassword(fromStdin: boolean, email: string): Promise<string> {
  if (fromStdin) return readStdin()
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: pipe it in with --password-stdin.')
  const first = await askHidden('Password (at least 12 characters, hard to guess): ')
  const problem = await newPasswordProblem(first, [email])
  if (problem) throw new Error(english(problem.code, problem.params))
  const second = await askHidden('Repeat the password: ')
  if (first !== second) throw new Error('The passwords do not match.')
  return first
}

function parseCli() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        'password-stdin': { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    console.error(`${firstSentence(error)}. ${USAGE}`)
    process.exit(2)
  }
}

const values = parseCli()
if (!values.email) {
  console.error(USAGE)
  process.exit(2)
}
let env: ReturnType<typeof parseDataEnv>
try {
  env = parseDataEnv()
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error))
  process.exit(1)
}
const db = createDb(env.DATABASE_URL)
try {
  await migrateLatest(db)
  const password = await readPassword(values['password-stdin'], values.email)
  const users = usersService(db)
  const existing = await users.findByEmail(values.email)
  if (existing) {
    await users.update(existing.id, { password, role: values.role, disabled: false })
    console.log(`Updated ${existing.email}: new password, role ${values.role}, enabled.`)
  } else {
    const user = await users.create({ email: values.email, password, role: values.role })
    console.log(`Created ${user.role} ${user.email}.`)
  }
  const unlocked = await authService(db).unlock(values.email)
  if (unlocked) console.log(`Sign-in unlocked for ${values.email}.`)
} catch (error) {
  const fields = error instanceof HttpError && error.errors ? ` ${Object.values(error.errors).join('; ')}` : ''
  console.error(`${error instanceof Error ? error.message : String(error)}${fields}`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
