import frenchMessages from 'ra-language-french'
import { fr as shellMessages } from './messages/shell'
import { statusFr } from './messages/status-fr'
import { fr as redirectsMessages } from './messages/redirects'
import { fr as mediaMessages } from './messages/media'
import { fr as newslettersMessages } from './messages/newsletters'
import { fr as bookingsMessages } from './messages/bookings'
import { leadsDeskMessages } from './messages/leads-desk'
import type { AdminMessages } from './en'
import { analyticsMessages } from './messages/analytics'
import { profileMessages } from './messages/profiles'
import { postsEditorial } from './messages/posts-editorial'
import { postsList } from './messages/posts-list'
import { serverMessagesFr } from './messages/server-errors-fr'
import { resources } from './fr/resources'
import { accounts } from './fr/accounts'
import { app } from './fr/app'
import { posts } from './fr/posts'
import { leads } from './fr/leads'
import { users } from './fr/users'

/**
 * The admin in Canadian French (courriel, infolettre, « prospects » for leads). Loaded only when a
 * user picks French (admin/i18n/index.ts imports it lazily). Non-breaking spaces (\u00a0) inside
 * « guillemets » and before colons.
 */
export const fr: AdminMessages = {
  ...frenchMessages,
  ...shellMessages,
  profiles: profileMessages.fr,
  ...redirectsMessages,
  ...mediaMessages,
  ...newslettersMessages,
  ...bookingsMessages,
  ...leadsDeskMessages.fr,
  ...serverMessagesFr,
  ra: {
    ...frenchMessages.ra,
    // « Modifier » is the usual word in Quebec (react-admin's French says « Éditer »).
    action: { ...frenchMessages.ra.action, edit: 'Modifier' },
  },
  resources,
  mapleserve: {
    ...app,
    posts,
    ...leads,
    ...users,
  },
  status: statusFr,
  editorial: postsEditorial.fr,
  postList: postsList.fr,
  accounts,
  analytics: analyticsMessages.fr,
}
