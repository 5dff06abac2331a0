import { startTestApp, type TestApp } from './app'

/** The production app for browser tests (same as integration: real app, built pages, fresh database). */
export async function startBrowserTarget(overrides: Record<string, string> = {}): Promise<TestApp> {
  return startTestApp(overrides)
}
