import englishMessages from 'ra-language-english'
import { en as shellMessages } from './messages/shell'
import { statusEn } from './messages/status'
import { analyticsMessages } from './messages/analytics'
import { profileMessages } from './messages/profiles'
import { en as redirectsMessages } from './messages/redirects'
import { en as mediaMessages } from './messages/media'
import { en as newslettersMessages } from './messages/newsletters'
import { en as bookingsMessages } from './messages/bookings'
import { postsEditorial } from './messages/posts-editorial'
import { postsList } from './messages/posts-list'
import { leadsDeskMessages } from './messages/leads-desk'
import { resources } from './en/resources'
import { accounts } from './en/accounts'
import { app } from './en/app'
import { posts } from './en/posts'
import { leads } from './en/leads'
import { users } from './en/users'
import type { Widen } from './widen'

/**
 * Every English string of the admin: react-admin's own messages plus ours. Resources follow
 * react-admin's conventions (`resources.<name>.name`, `resources.<name>.fields.<source>`); the
 * admin's own screens live under `mapleserve.*`. fr.ts has the same keys (typed by `AdminMessages`).
 */
export const en = {
  ...englishMessages,
  ...shellMessages,
  profiles: profileMessages.en,
  ...redirectsMessages,
  ...mediaMessages,
  ...newslettersMessages,
  ...bookingsMessages,
  ...leadsDeskMessages.en,
  resources,
  mapleserve: {
    ...app,
    posts,
    ...leads,
    ...users,
  },
  status: statusEn,
  editorial: postsEditorial.en,
  postList: postsList.en,
  accounts,
  analytics: analyticsMessages.en,
}

/** The shape every locale's messages must have: English's keys, any strings. */
export type AdminMessages = Widen<typeof en>
