import type { UsersRepository, UserRow } from '../../db/repositories/users.js'
import { ValidationError, type FieldError } from '../../lib/errors.js'
import { industrySlug } from '../../lib/slug.js'
import { storedJson } from '../../lib/stored-json.js'
import { imageSetSchema, safeImageSet } from '../media/image-set.js'
import type { ImageSet } from '../media/media.js'

const PUBLIC_NAME_MAX = 80
const BIO_MAX = 300
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** What an account shows on its author page (/blog/author/{authorSlug}) and in posts' JSON-LD. */
export interface PublicProfile {
  publicName: string | null
  bio: string | null
  avatar: ImageSet | null
  authorSlug: string | null
}

/** A profile edit from the admin (the user edit screen or one's own Settings); `undefined` keeps a field. */
export interface ProfileInput {
  publicName?: unknown
  bio?: unknown
  avatar?: unknown
  authorSlug?: unknown
}

export function profileOf(row: UserRow): PublicProfile {
  return {
    publicName: row.public_name,
    bio: row.bio,
    avatar: safeImageSet(storedJson<unknown>(row.avatar, null)),
    authorSlug: row.author_slug,
  }
}

export function hasProfileInput(input: ProfileInput): boolean {
  return [input.publicName, input.bio, input.avatar, input.authorSlug].some((v) => v !== undefined)
}

/** '' and null clear a text; anything else must be text no longer than `max`. */
function optionalText(
  value: unknown,
  max: number,
  tooLong: FieldError,
  errors: Record<string, FieldError>,
  field: string,
) {
  if (value === undefined) return undefined
  if (value === null) return null
  if (typeof value !== 'string') {
    errors[field] = 'field.not_text'
    return undefined
  }
  const trimmed = value.trim()
  if (trimmed.length > max) errors[field] = tooLong
  return trimmed || null
}

/** A slug of the name no other author has yet: jane-doe, then jane-doe-2 ... */
async function freeSlug(repo: UsersRepository, name: string, id: number): Promise<string> {
  const base = industrySlug(name).slice(0, 70) || `author-${id}`
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await repo.authorSlugTaken(slug, id))) return slug
  }
}

/**
 * The column values of a profile edit, checked: name and bio lengths, an avatar that is an image set
 * of this site's uploads (POST /api/admin/images), a unique slug (made from the name when left empty).
 */
export async function profileChanges(
  repo: UsersRepository,
  user: UserRow,
  input: ProfileInput,
): Promise<Partial<Pick<UserRow, 'public_name' | 'bio' | 'avatar' | 'author_slug'>>> {
  const errors: Record<string, FieldError> = {}
  const publicName = optionalText(
    input.publicName,
    PUBLIC_NAME_MAX,
    { code: 'author.public_name_max', params: { max: PUBLIC_NAME_MAX } },
    errors,
    'publicName',
  )
  const bio = optionalText(input.bio, BIO_MAX, { code: 'author.bio_max', params: { max: BIO_MAX } }, errors, 'bio')
  let avatar: string | null | undefined
  if (input.avatar === null || input.avatar === '') avatar = null
  else if (input.avatar !== undefined) {
    const parsed = imageSetSchema.safeParse(input.avatar)
    if (parsed.success) avatar = JSON.stringify(parsed.data)
    else errors.avatar = 'author.avatar_invalid'
  }
  let slug = optionalText(input.authorSlug, 80, 'author.slug_invalid', errors, 'authorSlug')
  if (slug && !SLUG.test(slug)) errors.authorSlug = 'author.slug_invalid'
  const name = publicName === undefined ? user.public_name : publicName
  if (slug === undefined && (name ? !user.author_slug : user.author_slug)) slug = null
  if (slug === null && name) slug = await freeSlug(repo, name, user.id)
  if (slug && !name) errors.publicName = 'author.public_name_required'
  if (slug && !errors.authorSlug && (await repo.authorSlugTaken(slug, user.id))) errors.authorSlug = 'author.slug_taken'
  if (Object.keys(errors).length) throw new ValidationError('validation.invalid', { errors })
  const changes: Partial<Pick<UserRow, 'public_name' | 'bio' | 'avatar' | 'author_slug'>> = {}
  if (publicName !== undefined) changes.public_name = publicName
  if (bio !== undefined) changes.bio = bio
  if (avatar !== undefined) changes.avatar = avatar
  if (slug !== undefined) changes.author_slug = slug
  return changes
}
