import { createRequire } from 'node:module'
import type { translations as ZxcvbnTranslations } from '@zxcvbn-ts/language-en'
import type { Catalogue } from './admin-messages.js'

// Only the translation files: the packages' entries load their dictionaries too (~18 MB of heap,
// kept for good), which the password checker's worker alone needs.
const load = createRequire(import.meta.url)
const zxcvbnEn = load('@zxcvbn-ts/language-en/dist/translations.cjs') as typeof ZxcvbnTranslations
const zxcvbnFr = load('@zxcvbn-ts/language-fr/dist/translations.cjs') as typeof ZxcvbnTranslations

/** zxcvbn's own French hints, keyed by its English ones (the password-strength message quotes one). */
function passwordHints(): Catalogue {
  const pairs: [string, string][] = []
  for (const group of ['warnings', 'suggestions'] as const) {
    const english = zxcvbnEn[group] as Record<string, string>
    const french = zxcvbnFr[group] as Record<string, string>
    for (const [key, text] of Object.entries(english)) if (french[key]) pairs.push([text, french[key]])
  }
  return Object.fromEntries(pairs)
}

/**
 * French for the messages of the users, subscribers, posts and sign-in endpoints and of the shared
 * admin API plumbing (lists, bodies, sessions). English text → French text; see admin-messages.ts.
 */
export const accountMessagesFr: Catalogue = {
  ...passwordHints(),
  // Shared: bodies, lists, sessions, permissions
  'Please correct the highlighted fields.': 'Veuillez corriger les champs indiqués.',
  'Unknown field': 'Champ inconnu',
  'Unknown field {names}': 'Champ inconnu : {names}',
  'Must be text': 'Doit être du texte',
  'Must be true or false': 'Doit être vrai ou faux',
  'Please sign in to continue.': 'Veuillez vous connecter pour continuer.',
  'You do not have permission to do that.': 'Vous n’avez pas l’autorisation de faire cela.',
  'Only administrators can do that.': 'Seuls les administrateurs peuvent faire cela.',
  'Not found.': 'Introuvable.',
  'The service is temporarily unavailable. Please try again shortly.':
    'Le service est momentanément indisponible. Veuillez réessayer sous peu.',
  'Cross-site requests are not allowed.': 'Les requêtes provenant d’un autre site ne sont pas autorisées.',
  'Your session token is missing or out of date. Please reload the page.':
    'Le jeton de votre session est absent ou périmé. Veuillez recharger la page.',
  'Set up two-factor sign-in in Settings before using the back office.':
    'Activez la connexion à deux facteurs dans Paramètres avant d’utiliser l’administration.',
  'The id must be a positive whole number.': 'L’identifiant doit être un nombre entier positif.',
  'Invalid id': 'Identifiant non valide',
  'The sort parameter must look like ["field","ASC"].': 'Le paramètre sort doit avoir la forme ["champ","ASC"].',
  'Sorting by {field} is not supported.': 'Le tri par {field} n’est pas pris en charge.',
  'Sort order must be ASC or DESC.': 'L’ordre de tri doit être ASC ou DESC.',
  'The filter parameter must be a JSON object.': 'Le paramètre filter doit être un objet JSON.',
  'Filtering by {field} is not supported.': 'Le filtre {field} n’est pas pris en charge.',
  'Unsupported filter {field}': 'Filtre non pris en charge : {field}',
  'The range parameter must look like [0,24].': 'Le paramètre range doit avoir la forme [0,24].',
  'The {name} parameter is malformed.': 'Le paramètre {name} est mal formé.',
  'The {name} parameter is not valid JSON.': 'Le paramètre {name} n’est pas du JSON valide.',
  Malformed: 'Mal formé',
  'Not valid JSON': 'JSON non valide',
  'Unsupported field': 'Champ non pris en charge',
  'Unsupported order': 'Ordre non pris en charge',
  'Unsupported value': 'Valeur non prise en charge',
  // Users
  'User not found.': 'Utilisateur introuvable.',
  'Email is required': 'L’adresse courriel est obligatoire',
  'Please enter a valid email address': 'Veuillez saisir une adresse courriel valide',
  'Role must be admin or editor': 'Le rôle doit être administrateur ou rédacteur',
  'Disabled must be true or false': 'La désactivation doit être vraie ou fausse',
  'An account with this email already exists.': 'Un compte existe déjà avec cette adresse courriel.',
  'An account with this email already exists': 'Un compte existe déjà avec cette adresse courriel',
  'The last active administrator cannot be disabled or demoted.':
    'Le dernier administrateur actif ne peut être ni désactivé ni rétrogradé.',
  'At least one active administrator is required': 'Au moins un administrateur actif est nécessaire',
  'You cannot delete your own account.': 'Vous ne pouvez pas supprimer votre propre compte.',
  'The admin language must be English (en) or French (fr).':
    'La langue de l’administration doit être l’anglais (en) ou le français (fr).',
  'Language must be en or fr': 'La langue doit être en ou fr',
  // Public profile (authors)
  'Public name must be at most {max} characters': 'Le nom public doit compter au plus {max} caractères',
  'Bio must be at most {max} characters': 'La biographie doit compter au plus {max} caractères',
  'Author slug must use lowercase letters, digits and hyphens':
    'Le segment d’URL de l’auteur ne peut contenir que des minuscules, des chiffres et des traits d’union',
  'Another author already uses this slug': 'Un autre auteur utilise déjà ce segment d’URL',
  'A public name is required for an author page': 'Un nom public est nécessaire pour une page d’auteur',
  'Must be an uploaded image': 'Doit être une image téléversée',
  'Author must be a user': 'L’auteur doit être un utilisateur',
  // Passwords
  'Password is required': 'Le mot de passe est obligatoire',
  'Password must be at least {n} characters': 'Le mot de passe doit compter au moins {n} caractères',
  'Password must be at most {n} characters': 'Le mot de passe doit compter au plus {n} caractères',
  'New password must be at least {n} characters': 'Le nouveau mot de passe doit compter au moins {n} caractères',
  'Password is too easy to guess: {why}. Use a longer passphrase of unusual words.':
    'Le mot de passe est trop facile à deviner : {why}. Utilisez une phrase de passe plus longue, faite de mots inhabituels.',
  'Password is too easy to guess. Use a longer passphrase of unusual words.':
    'Le mot de passe est trop facile à deviner. Utilisez une phrase de passe plus longue, faite de mots inhabituels.',
  'New password is too easy to guess: {why}. Use a longer passphrase of unusual words.':
    'Le nouveau mot de passe est trop facile à deviner : {why}. Utilisez une phrase de passe plus longue, faite de mots inhabituels.',
  'Current password is required': 'Le mot de passe actuel est obligatoire',
  'The current password is not correct.': 'Le mot de passe actuel n’est pas le bon.',
  'The current password is not correct': 'Le mot de passe actuel n’est pas le bon',
  'Your password has been changed.': 'Votre mot de passe a été changé.',
  // Sign-in
  'Please enter your email address and password.': 'Veuillez saisir votre adresse courriel et votre mot de passe.',
  'Invalid email or password.': 'Adresse courriel ou mot de passe incorrect.',
  'Too many failed sign-in attempts. This account is locked for {n} minutes.':
    'Trop de tentatives de connexion échouées. Ce compte est verrouillé pendant {n} minutes.',
  'Too many sign-in attempts. Please wait {n} seconds and try again.':
    'Trop de tentatives de connexion. Veuillez attendre {n} secondes et réessayer.',
  'Too many sign-in attempts. Please wait {n} second and try again.':
    'Trop de tentatives de connexion. Veuillez attendre {n} seconde et réessayer.',
  'Too many sign-in attempts. Please wait {n} minutes and try again.':
    'Trop de tentatives de connexion. Veuillez attendre {n} minutes et réessayer.',
  'Your sign-in expired. Please enter your email and password again.':
    'Votre connexion a expiré. Veuillez saisir à nouveau votre adresse courriel et votre mot de passe.',
  'That code is not right. Try the newest code or a recovery code.':
    'Ce code n’est pas le bon. Essayez le code le plus récent ou un code de récupération.',
  'That code is not right. Try the newest code.': 'Ce code n’est pas le bon. Essayez le code le plus récent.',
  'Your current password is not right.': 'Votre mot de passe actuel n’est pas le bon.',
  'To turn it off, enter your password and a current code or a recovery code.':
    'Pour la désactiver, saisissez votre mot de passe et un code actuel ou un code de récupération.',
  'Enter a code from your app or a recovery code': 'Saisissez un code de l’application ou un code de récupération',
  'Too many failed password attempts. This account is locked for {n} minutes.':
    'Trop de mots de passe erronés. Ce compte est verrouillé pendant {n} minutes.',
  'Too many password attempts. Please wait {n} seconds and try again.':
    'Trop de tentatives de mot de passe. Veuillez attendre {n} secondes et réessayer.',
  'Too many password attempts. Please wait {n} second and try again.':
    'Trop de tentatives de mot de passe. Veuillez attendre {n} seconde et réessayer.',
  'Too many password attempts. Please wait {n} minutes and try again.':
    'Trop de tentatives de mot de passe. Veuillez attendre {n} minutes et réessayer.',
  'Too many failed code attempts. This account is locked for {n} minutes.':
    'Trop de codes erronés. Ce compte est verrouillé pendant {n} minutes.',
  'Too many code attempts. Please wait {n} seconds and try again.':
    'Trop de tentatives de code. Veuillez attendre {n} secondes et réessayer.',
  'Too many code attempts. Please wait {n} second and try again.':
    'Trop de tentatives de code. Veuillez attendre {n} seconde et réessayer.',
  'Too many code attempts. Please wait {n} minutes and try again.':
    'Trop de tentatives de code. Veuillez attendre {n} minutes et réessayer.',
  'Wrong password': 'Mot de passe incorrect',
  'Wrong code': 'Code incorrect',
  // Subscribers
  'Status must be pending, confirmed or unsubscribed.': 'Le statut doit être en attente, confirmé ou désabonné.',
  // Posts
  'Blog post not found.': 'Article introuvable.',
  'Title is required': 'Le titre est obligatoire',
  'Excerpt is required': 'L’extrait est obligatoire',
  'Content is required': 'Le contenu est obligatoire',
  'Image is required': 'L’image est obligatoire',
  'Title must be at most 200 characters': 'Le titre doit compter au plus 200 caractères',
  'Choose a category from the list': 'Choisissez une catégorie dans la liste',
  'Author must be at most 120 characters': 'L’auteur doit compter au plus 120 caractères',
  "Language must be 'en' (English) or 'fr' (French)": "La langue doit être 'en' (anglais) ou 'fr' (français)",
  'Translation must be the id of a post': 'La traduction doit être l’identifiant d’un article',
  'A post cannot be its own translation.': 'Un article ne peut pas être sa propre traduction.',
  'The translation must be an existing post.': 'La traduction doit être un article existant.',
  'That post is already linked to another translation: remove that link first.':
    'Cet article est déjà lié à une autre traduction : retirez d’abord ce lien.',
  'That post was just linked to another translation: reload and try again.':
    'Cet article vient d’être lié à une autre traduction : rechargez la page et réessayez.',
  'The linked translation is also in English.': 'La traduction liée est aussi en anglais.',
  'The linked translation is also in French.': 'La traduction liée est aussi en français.',
  'Change or remove the translation first': 'Changez ou retirez d’abord la traduction',
  'Already linked to another post': 'Déjà liée à un autre article',
  'Choose a post in the other language': 'Choisissez un article dans l’autre langue',
  "The language filter must be 'en' or 'fr'.": "Le filtre de langue doit être 'en' ou 'fr'.",
  'Unsupported language': 'Langue non prise en charge',
  'createdFrom must be a date.': 'createdFrom doit être une date.',
  'Not a date': 'Pas une date',
  'Must be a list of tags': 'Doit être une liste d’étiquettes',
  'Tags must be at most 100 characters': 'Les étiquettes doivent compter au plus 100 caractères',
  'At most 50 tags': '50 étiquettes au plus',
  // Images
  'Please select a valid image file': 'Veuillez choisir un fichier image valide',
  'Image size must be less than 5MB': 'L’image doit peser moins de 5 Mo',
  'Image dimensions are too large (at most 25 megapixels, 10,000 pixels a side)':
    'L’image est trop grande (25 mégapixels au plus, 10 000 pixels de côté au plus)',
  'At most 500 characters': '500 caractères au plus',
  'At most 100,000 characters': '100 000 caractères au plus',
}
