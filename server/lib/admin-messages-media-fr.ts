import type { Catalogue } from './admin-messages.js'

/** The media library's server messages in French (server/services/media/library.ts). */
export const mediaMessagesFr = {
  'This image is used by these posts: {titles}. Remove it from them before deleting it.':
    'Cette image est utilisée par ces billets : {titles}. Retirez-la de ces billets avant de la supprimer.',
  'This image is the profile picture of {names}. Remove it there before deleting it.':
    'Cette image est la photo de profil de {names}. Retirez-la de ce profil avant de la supprimer.',
  'This image is used by these posts: {titles}, and is the profile picture of {names}. Remove it from there before deleting it.':
    'Cette image est utilisée par ces billets : {titles}, et c’est la photo de profil de {names}. Retirez-la de là avant de la supprimer.',
  'Image not found.': 'Image introuvable.',
  'This is a file name: describe what the image shows': 'C’est un nom de fichier : décrivez ce que montre l’image',
  'File name is required': 'Le nom du fichier est obligatoire',
} satisfies Catalogue
