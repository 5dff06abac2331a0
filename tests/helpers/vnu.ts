import { execFile } from 'node:child_process'
import path from 'node:path'

/** The W3C Nu HTML checker (npm vnu-jar); it needs Java: `apt-get install -y default-jre-headless`. */
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')

/**
 * JVM flags for one short checker run. The JVM's optimising compiler (C2) spends more CPU compiling
 * than a run of a few seconds gains from it: the quick compiler alone (C1) checks the 70 sitemap pages
 * with 6 s of CPU instead of 15 s, with the same report. C1 code needs deeper stacks than the default
 * (the checker stops with a StackOverflowError below), hence -Xss; one GC thread is enough.
 */
const VNU_JAVA_ARGS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m']

/**
 * Runs the checker once over every file of `dir` (one JVM for all pages) and returns what it prints
 * on stderr: the JSON report (`{"messages":[...]}`) when it ran, else its error text.
 */
export async function runNuChecker(dir: string): Promise<string> {
  return new Promise<string>((resolve) => {
    execFile(
      'java',
      [...VNU_JAVA_ARGS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', dir],
      { maxBuffer: 64 * 1024 * 1024 },
      // The checker exits 1 when it finds errors: the report says which.
      (_error, _stdout, stderr) => resolve(stderr),
    )
  })
}
