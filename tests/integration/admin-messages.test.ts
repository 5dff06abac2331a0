/**
 * Server messages in the admin's language: the server answers English plus codes (server/lib/errors.ts)
 * and the admin shows the codes in French (admin/i18n/messages/server-errors-fr.ts): a French admin
 * reads French validation and refusal messages from the users, subscribers, posts and auth
 * endpoints; an English admin keeps the English ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, login, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'
import { inAdminFrench } from '../helpers/admin-french'

let app: TestApp
let french: AdminClient
let english: AdminClient

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'francine@mapleserve.test', 'admin')
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'francine@mapleserve.test' }).update({ locale: 'fr' })
  french = await signIn(app, 'francine@mapleserve.test')
  english = await signIn(app, 'owner@mapleserve.test')
})
afterAll(async () => {
  await app?.close()
})

type Body = { message: string; code?: string; errors?: Record<string, string> }

/** The answer as the French admin shows it. */
const french$ = async (res: Response) => inAdminFrench((await res.json()) as Body)

describe('when a French admin creates a user with bad values', () => {
  it('then the 400 says every problem in French', async () => {
    const res = await french.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'not-an-email', password: 'short', role: 'boss' },
    })
    expect(res.status).toBe(400)
    expect(await french$(res)).toMatchObject({
      message: 'Veuillez corriger les champs indiqués.',
      code: 'validation.invalid',
      errors: {
        email: 'Veuillez saisir une adresse courriel valide',
        password: 'Le mot de passe doit compter au moins 12 caractères',
        role: 'Le rôle doit être administrateur ou rédacteur',
      },
      errorCodes: {
        email: { code: 'user.email_invalid' },
        password: { code: 'password.too_short', params: { n: 12 } },
        role: { code: 'user.role_invalid' },
      },
    })
    expect(await app.db('users').where({ email: 'not-an-email' }).first()).toBeUndefined()
  })

  it('then a guessable password is explained in French, zxcvbn hint included', async () => {
    const res = await french.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'new@mapleserve.test', password: 'qwertyuiopasdf' },
    })
    expect(res.status).toBe(400)
    const { errors } = await french$(res)
    expect(errors?.password).toMatch(/^Le mot de passe est trop facile à deviner/)
    expect(errors?.password).not.toMatch(/[Pp]assword|guess/)
  })

  it('then the same request from an English admin stays English', async () => {
    const res = await english.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'not-an-email', password: 'short', role: 'boss' },
    })
    expect(((await res.json()) as Body).errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 12 characters',
      role: 'Role must be admin or editor',
    })
  })
})

describe('when a French admin is refused elsewhere', () => {
  it('then 4xx messages of users, subscribers, posts and lists are French', async () => {
    const me = (await app.db('users').where({ email: 'francine@mapleserve.test' }).first('id')) as { id: number }
    const self = await french.request(`/api/admin/users/${me.id}`, { method: 'DELETE' })
    expect(self.status).toBe(409)
    expect((await french$(self)).message).toBe('Vous ne pouvez pas supprimer votre propre compte.')

    const missing = await french.request('/api/admin/users/99999')
    expect(missing.status).toBe(404)
    expect((await french$(missing)).message).toBe('Utilisateur introuvable.')

    const status = await french.request(`/api/admin/subscribers?filter=${encodeURIComponent('{"status":"gone"}')}`)
    expect(status.status).toBe(400)
    expect((await french$(status)).message).toBe('Le statut doit être en attente, confirmé ou désabonné.')

    const sort = await french.request(`/api/admin/users?sort=${encodeURIComponent('["password","ASC"]')}`)
    expect((await french$(sort)).message).toBe('Le tri par password n’est pas pris en charge.')

    const post = await french.request('/api/admin/posts', { method: 'POST', json: { title: '' } })
    expect(post.status).toBe(400)
    expect((await french$(post)).errors).toMatchObject({
      title: 'Le titre est obligatoire',
      excerpt: 'L’extrait est obligatoire',
      content: 'Le contenu est obligatoire',
      image: 'L’image est obligatoire',
    })
  })

  it('then a wrong current password on the own-password change is French', async () => {
    const res = await french.request('/api/auth/password', {
      method: 'POST',
      json: { currentPassword: 'wrong wrong wrong', newPassword: 'another long passphrase here' },
    })
    expect(res.status).toBe(400)
    expect((await french$(res)).message).toBe('Le mot de passe actuel n’est pas le bon.')
  })
})

describe('when someone signs in from a French browser', () => {
  it('then the sign-in messages carry their codes, which the French admin shows in French', async () => {
    const res = await login(app, 'nobody@mapleserve.test', 'wrong password here', {
      'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5',
    })
    expect(res.status).toBe(401)
    expect((await french$(res)).message).toBe('Adresse courriel ou mot de passe incorrect.')
    const empty = await login(app, '', '', { 'accept-language': 'fr-CA' })
    expect(await french$(empty)).toMatchObject({
      message: 'Veuillez saisir votre adresse courriel et votre mot de passe.',
      errors: { email: 'L’adresse courriel est obligatoire', password: 'Le mot de passe est obligatoire' },
    })
    const englishBrowser = await login(app, 'nobody@mapleserve.test', 'wrong password here')
    expect(((await englishBrowser.json()) as Body).message).toBe('Invalid email or password.')
  })
})
