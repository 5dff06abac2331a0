import type { users as en } from '../en/users'
import type { Widen } from '../widen'

/** Users, settings and the password card (`mapleserve.users`, `.settings`, `.password`): French, merged by ../fr.ts. */
export const users: Widen<typeof en> = {
  users: {
    title: 'Utilisateurs',
    subtitle: 'Les comptes qui peuvent se connecter à l’administration. Il n’y a pas d’inscription libre.',
    add: 'Ajouter un utilisateur',
    password_hint: 'Au moins 12 caractères et difficile à deviner : quelques mots inhabituels conviennent',
    roles: {
      editor: 'Rédacteur',
      admin: 'Administrateur',
    },
    create: 'Créer',
    you: '(vous)',
    active: 'Actif',
    disabled: 'Désactivé',
    updated: 'Utilisateur mis à jour',
    update_failed: 'Impossible de mettre à jour l’utilisateur',
    created: 'Utilisateur créé',
    create_failed: 'Impossible de créer l’utilisateur',
    load_failed: 'Impossible de charger les utilisateurs',
  },
  settings: {
    title: 'Paramètres',
    signed_in_as: 'Connecté en tant que %{email}',
    users_title: 'Utilisateurs',
    users_help:
      'Créez les comptes de votre équipe, choisissez leur rôle (administrateur ou rédacteur) et désactivez ceux qui ne doivent plus se connecter.',
    manage_users: 'Gérer les utilisateurs',
  },
  password: {
    title: 'Changer le mot de passe',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    hint: 'Au moins 12 caractères et difficile à deviner : quelques mots inhabituels conviennent',
    submit: 'Changer le mot de passe',
    current_required: 'Le mot de passe actuel est obligatoire',
    too_short: 'Le nouveau mot de passe doit compter au moins 12 caractères',
    mismatch: 'Les mots de passe ne correspondent pas',
    changed: 'Votre mot de passe a été changé. Vos autres sessions ont été déconnectées.',
    failed: 'Impossible de changer le mot de passe',
  },
}
