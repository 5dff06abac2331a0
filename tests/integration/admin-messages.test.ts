/**
 * Server messages in the admin's language (server/lib/admin-messages.ts): a French admin gets
 * French validation and refusal messages from the users, subscribers, posts and auth endpoints;
 * an English admin keeps the English ones; before sign-in the browser's language decides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, login, signIn, startAdminTestApp, type AdminClient } from '../helpers/admin'

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

type Body = { message: string; errors?: Record<string, string> }

describe('when a French admin creates a user with bad values', () => {
  it('then the 400 says every problem in French', async () => {
    const res = await french.request('/api/admin/users', {
      method: 'POST',
      json: { email: 'not-an-email', password: 'short', role: 'boss' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()) as Body).toEqual({
      message: 'Veuillez corriger les champs indiqués.',
      errors: {
        email: 'Veuillez saisir une adresse courriel valide',
        password: 'Le mot de passe doit compter au moins 12 caractères',
        role: 'Le rôle doit être administrateur ou rédacteur',
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
    const { errors } = (await res.json()) as Body
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
    expect(((await self.json()) as Body).message).toBe('Vous ne pouvez pas supprimer votre propre compte.')

    const missing = await french.request('/api/admin/users/99999')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as Body).message).toBe('Utilisateur introuvable.')

    const status = await french.request(`/api/admin/subscribers?filter=${encodeURIComponent('{"status":"gone"}')}`)
    expect(status.status).toBe(400)
    expect(((await status.json()) as Body).message).toBe('Le statut doit être en attente, confirmé ou désabonné.')

    const sort = await french.request(`/api/admin/users?sort=${encodeURIComponent('["password","ASC"]')}`)
    expect(((await sort.json()) as Body).message).toBe('Le tri par password n’est pas pris en charge.')

    const post = await french.request('/api/admin/posts', { method: 'POST', json: { title: '' } })
    expect(post.status).toBe(400)
    expect(((await post.json()) as Body).errors).toMatchObject({
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
    expect(((await res.json()) as Body).message).toBe('Le mot de passe actuel n’est pas le bon.')
  })
})

describe('when someone signs in from a French browser', () => {
  it('then the sign-in messages follow Accept-Language until an account is known', async () => {
    const res = await login(app, 'nobody@mapleserve.test', 'wrong password here', {
      'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5',
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as Body).message).toBe('Adresse courriel ou mot de passe incorrect.')
    const empty = await login(app, '', '', { 'accept-language': 'fr-CA' })
    expect((await empty.json()) as Body).toEqual({
      message: 'Veuillez saisir votre adresse courriel et votre mot de passe.',
      errors: { email: 'L’adresse courriel est obligatoire', password: 'Le mot de passe est obligatoire' },
    })
    const englishBrowser = await login(app, 'nobody@mapleserve.test', 'wrong password here')
    expect(((await englishBrowser.json()) as Body).message).toBe('Invalid email or password.')
  })
})
