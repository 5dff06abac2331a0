/**
 * `npm run create-admin -- --email you@example.com [--role editor]`: creates an account (an
 * administrator by default). The password comes from ADMIN_PASSWORD or is asked for with hidden
 * input; at least 12 characters. An existing account gets the new password and role instead.
 */
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { createDb, migrateLatest } from '../server/db/knex'
import { EnvError, parseEnv } from '../server/env'
import { HttpError } from '../server/lib/errors'
import { passwordProblem } from '../server/services/users-password'
import { usersService } from '../server/services/users'

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

async function readPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.')
  const first = await askHidden('Password (at least 12 characters): ')
  const problem = passwordProblem(first)
  if (problem) throw new Error(problem)
  const second = await askHidden('Repeat the password: ')
  if (first !== second) throw new Error('The passwords do not match.')
  return first
}

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } })
if (!values.email) {
  console.error('Usage: npm run create-admin -- --email you@example.com [--role admin|editor]')
  process.exit(2)
}
let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv()
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error))
  process.exit(1)
}
const db = createDb(env.DATABASE_URL)
try {
  await migrateLatest(db)
  const password = await readPassword(env.ADMIN_PASSWORD)
  const users = usersService(db)
  const existing = await users.findByEmail(values.email)
  if (existing) {
    await users.update(existing.id, { password, role: values.role, disabled: false })
    console.log(`Updated ${existing.email}: new password, role ${values.role}, enabled.`)
  } else {
    const user = await users.create({ email: values.email, password, role: values.role })
    console.log(`Created ${user.role} ${user.email}.`)
  }
} catch (error) {
  const fields = error instanceof HttpError && error.errors ? ` ${Object.values(error.errors).join('; ')}` : ''
  console.error(`${error instanceof Error ? error.message : String(error)}${fields}`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
