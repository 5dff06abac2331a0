/**
 * Users, subscribers and authors screens (react-admin List/Edit rebuild, public profiles, the post
 * editor's author select), English and French. Merged into en.ts / fr.ts under `profiles`.
 */
const en = {
  users: {
    search: 'Search users...',
    all_roles: 'All roles',
    edit: 'Edit',
    edit_title: 'Edit %{email}',
    back: 'Back to Users',
    account: 'Account',
    new_password: 'New password',
    new_password_help: 'Leave empty to keep the current password. Signs the user out everywhere.',
    save: 'Save',
    disable_selected: 'Stop sign-in',
    enable_selected: 'Allow sign-in',
    bulk_updated: '%{smart_count} user updated |||| %{smart_count} users updated',
    deleted: 'User deleted |||| %{smart_count} users deleted',
    invalid_email: 'Please enter a valid email address',
    password_too_short: 'Password must be at least 12 characters',
  },
  subscribers: {
    exported: 'Export started',
  },
  profile: {
    title: 'Public profile',
    help_own: 'Shown on your author page on the blog and with the posts you write.',
    help_user: 'Shown on this person’s author page on the blog and with the posts they write.',
    public_name: 'Public name',
    bio: 'Short bio',
    bio_help: 'One or two sentences, at most 300 characters.',
    avatar: 'Avatar',
    upload: 'Upload avatar',
    remove: 'Remove avatar',
    author_slug: 'Author page address',
    slug_help: '/blog/author/… — lowercase letters, digits and hyphens; made from the public name when empty.',
    slug_invalid: 'Use lowercase letters, digits and hyphens only',
    view_page: 'View author page',
    save: 'Save public profile',
    saved: 'Public profile saved',
    failed: 'Failed to save the public profile',
  },
  author: {
    label: 'Author (account)',
    help: 'Links the post to an author page. The free-text author above stays for posts without one.',
  },
}

const fr: typeof en = {
  users: {
    search: 'Rechercher un utilisateur…',
    all_roles: 'Tous les rôles',
    edit: 'Modifier',
    edit_title: 'Modifier %{email}',
    back: 'Retour aux utilisateurs',
    account: 'Compte',
    new_password: 'Nouveau mot de passe',
    new_password_help: 'Laissez vide pour garder le mot de passe actuel. Déconnecte l’utilisateur partout.',
    save: 'Enregistrer',
    disable_selected: 'Bloquer la connexion',
    enable_selected: 'Permettre la connexion',
    bulk_updated: '%{smart_count} utilisateur modifié |||| %{smart_count} utilisateurs modifiés',
    deleted: 'Utilisateur supprimé |||| %{smart_count} utilisateurs supprimés',
    invalid_email: 'Veuillez saisir une adresse courriel valide',
    password_too_short: 'Le mot de passe doit compter au moins 12 caractères',
  },
  subscribers: {
    exported: 'Exportation lancée',
  },
  profile: {
    title: 'Profil public',
    help_own: 'Affiché sur votre page d’auteur du blogue et avec les articles que vous écrivez.',
    help_user: 'Affiché sur la page d’auteur de cette personne et avec les articles qu’elle écrit.',
    public_name: 'Nom public',
    bio: 'Courte biographie',
    bio_help: 'Une ou deux phrases, 300 caractères au plus.',
    avatar: 'Photo de profil',
    upload: 'Téléverser une photo',
    remove: 'Retirer la photo',
    author_slug: 'Adresse de la page d’auteur',
    slug_help: '/blog/author/… — minuscules, chiffres et traits d’union; tirée du nom public si elle est vide.',
    slug_invalid: 'Utilisez seulement des minuscules, des chiffres et des traits d’union',
    view_page: 'Voir la page d’auteur',
    save: 'Enregistrer le profil public',
    saved: 'Profil public enregistré',
    failed: 'Impossible d’enregistrer le profil public',
  },
  author: {
    label: 'Auteur (compte)',
    help: 'Relie l’article à une page d’auteur. L’auteur en texte libre ci-dessus reste pour les articles sans compte.',
  },
}

export const profileMessages = { en, fr }
