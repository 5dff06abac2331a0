import type { Locale } from '../../content/index'
import type { ImageSet } from '../dataProvider'

/** An account as /api/admin/users answers it (server/services/users/users.ts PublicUser). */
export interface UserRecord {
  id: number
  email: string
  role: 'admin' | 'editor'
  locale: Locale
  disabled: boolean
  createdAt: string
  updatedAt: string
  publicName: string | null
  bio: string | null
  avatar: ImageSet | null
  authorSlug: string | null
}

export const roleChoices = [
  { id: 'editor', name: 'mapleserve.users.roles.editor' },
  { id: 'admin', name: 'mapleserve.users.roles.admin' },
]
