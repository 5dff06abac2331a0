import { parseArgs } from 'node:util'

type OptionSpec = Record<string, { type: 'string' | 'boolean' }>

export interface CliArgs {
  values: Record<string, string | boolean | undefined>
  positionals: string[]
}

/**
 * Strict command-line parsing for the scripts: `--help` prints the usage and exits 0; an unknown
 * flag or a missing value prints one line naming it plus the usage line, and exits 2.
 */
export function cliArgs(
  usage: string,
  options: OptionSpec = {},
  maxPositionals = 0,
  argv = process.argv.slice(2),
): CliArgs {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(`Usage: ${usage}`)
    process.exit(0)
  }
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: maxPositionals > 0, strict: true })
    if (parsed.positionals.length > maxPositionals) {
      throw new Error(`unexpected argument '${parsed.positionals[maxPositionals]}'`)
    }
    return { values: parsed.values as CliArgs['values'], positionals: parsed.positionals }
  } catch (error) {
    console.error(`${cliErrorMessage(error)} (usage: ${usage})`)
    process.exit(2)
  }
}

function cliErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const unknown = /Unknown option '([^']+)'/.exec(message)
  if (unknown) return `Unknown option ${unknown[1]}`
  return message.split('\n')[0]?.replace(/\.\s.*$/, '') ?? message
}

/** A command failed for a known reason: one line on stderr, exit 1, no stack. */
export function exitWith(prefix: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error)
  console.error(`${prefix}: ${message.split('\n')[0]}`)
  process.exit(1)
}
