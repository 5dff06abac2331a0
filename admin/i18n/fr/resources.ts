import type { resources as en } from '../en/resources'
import type { Widen } from '../widen'

/** react-admin's resource names and field labels (`resources.<name>`): French, merged by ../fr.ts. */
export const resources: Widen<typeof en> = {
  posts: {
    name: 'Article |||| Articles',
    fields: {
      title: 'Titre',
      slug: 'Identifiant d’URL',
      excerpt: 'Extrait',
      content: 'Contenu',
      image: 'Image principale',
      category: 'Catégorie',
      author: 'Auteur',
      featured: 'En vedette',
      tags: 'Mots-clés',
      published: 'Statut',
      createdAt: 'Créé le',
      updatedAt: 'Modifié le',
      language: 'Langue',
      translation_id: 'Traduction',
    },
  },
  leads: {
    name: 'Prospect |||| Prospects',
    fields: {
      createdAt: 'Reçu le',
      type: 'Type',
      name: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      company: 'Restaurant',
      message: 'Message',
      sourcePage: 'Page',
      emailStatus: 'Envoi par courriel',
      crmStatus: 'CRM',
      language: 'Langue',
    },
  },
  subscribers: {
    name: 'Abonné |||| Abonnés',
    fields: {
      email: 'Courriel',
      status: 'Statut',
      createdAt: 'Inscrit le',
      confirmedAt: 'Confirmé le',
      language: 'Langue',
      campaign: 'Campagne',
    },
  },
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      email: 'Adresse courriel',
      password: 'Mot de passe',
      role: 'Rôle',
      disabled: 'Peut se connecter',
      locale: 'Langue',
      createdAt: 'Créé le',
    },
  },
}
