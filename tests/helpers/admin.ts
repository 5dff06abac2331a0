import type { AppDeps } from '../../server/app'
import { usersService } from '../../server/services/users/users'
import { startTestApp, type TestApp } from './app'
import { freshPostgresDatabase } from './leads'

/** startTestApp with, under TEST_DATABASE_URL (PostgreSQL), a database of its own, dropped on close. */
export async function startAdminTestApp(
  overrides: Record<string, string> = {},
  deps: Partial<Omit<AppDeps, 'env' | 'db' | 'logger'>> = {},
): Promise<TestApp> {
  const pg = await freshPostgresDatabase()
  const app = await startTestApp({ ...(pg ? { DATABASE_URL: pg.url } : {}), ...overrides }, deps)
  return {
    ...app,
    close: async () => {
      await app.close()
      await pg?.drop()
    },
  }
}

export const PASSWORD = 'correct horse battery'

export interface AdminClient {
  cookie: string
  csrf: string
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>
}

export async function createUser(app: TestApp, email: string, role: 'admin' | 'editor' = 'admin', password = PASSWORD) {
  return usersService(app.db, app.now).create({ email, password, role })
}

export function sessionCookie(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => /^(__Host-)?sid=/.test(c))
  return header?.split(';')[0]
}

export function login(
  app: TestApp,
  email: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url, ...headers },
    body: JSON.stringify({ email, password }),
  })
}

/** Signs in and returns a client that sends the cookie, the Origin and the CSRF token. */
export async function signIn(app: TestApp, email: string, password = PASSWORD): Promise<AdminClient> {
  const res = await login(app, email, password)
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const { csrfToken } = (await res.json()) as { csrfToken: string }
  const cookie = sessionCookie(res)!
  return {
    cookie,
    csrf: csrfToken,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers)
      headers.set('cookie', cookie)
      if (!headers.has('origin')) headers.set('origin', app.url)
      if (!headers.has('x-csrf-token')) headers.set('x-csrf-token', csrfToken)
      let body = init.body
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json')
        body = JSON.stringify(init.json)
      }
      return fetch(`${app.url}${path}`, { ...init, headers, body })
    },
  }
}

/** An app with an English admin (owner@) and a French editor (redaction@), both signed in. */
export async function startWithAdminAndFrenchEditor(): Promise<{
  app: TestApp
  admin: AdminClient
  french: AdminClient
}> {
  const app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  const fr = await createUser(app, 'redaction@mapleserve.test', 'editor')
  await app.db('users').where({ id: fr.id }).update({ locale: 'fr' })
  return {
    app,
    admin: await signIn(app, 'owner@mapleserve.test'),
    french: await signIn(app, 'redaction@mapleserve.test'),
  }
}

/**
 * An app with one user (owner@mapleserve.test, an admin, unless `email`/`role` say otherwise) and that user
 * signed in. The app is startAdminTestApp(env, deps), or what `start` returns (e.g. startLeadsApp).
 */
export async function startSignedInAdmin<A extends TestApp = TestApp>({
  email = 'owner@mapleserve.test',
  role = 'admin',
  env = {},
  deps = {},
  start,
}: {
  email?: string
  role?: 'admin' | 'editor'
  env?: Record<string, string>
  deps?: Partial<Omit<AppDeps, 'env' | 'db' | 'logger'>>
  start?: () => Promise<A>
} = {}): Promise<{ app: A; admin: AdminClient; user: Awaited<ReturnType<typeof createUser>> }> {
  const app = start ? await start() : ((await startAdminTestApp(env, deps)) as A)
  const user = await createUser(app, email, role)
  return { app, admin: await signIn(app, email), user }
}
