import type { leads as en } from '../en/leads'
import type { Widen } from '../widen'

/** The leads and subscribers lists (`mapleserve.leads`, `mapleserve.subscribers`): French, merged by ../fr.ts. */
export const leads: Widen<typeof en> = {
  leads: {
    title: 'Prospects',
    subtitle: 'Demandes de démo, messages de contact et soumissions, avec l’état de leur envoi par courriel et au CRM',
    search: 'Rechercher un prospect…',
    all_types: 'Tous les types',
    quote: 'Soumission',
    types: {
      demo: 'Demande de démo',
      contact: 'Message de contact',
      quote: 'Soumission',
    },
    type_filter: {
      demo: 'Demandes de démo',
      contact: 'Messages de contact',
      quote: 'Soumissions',
    },
    any_delivery: 'Tous les états d’envoi',
    delivery_filter: {
      failed: 'En échec',
      pending: 'En attente',
      sent: 'Envoyés',
    },
    delivery: {
      sent: 'Envoyé',
      pending: 'En file d’attente',
      retrying: 'Échec, nouvel essai prévu',
      dead: 'Échec',
      skipped: 'Non configuré',
      none: '—',
    },
    retry: 'Réessayer',
    retried: 'Envoi remis en file d’attente',
    retry_failed: 'Impossible de relancer l’envoi',
  },
  subscribers: {
    title: 'Abonnés',
    subtitle: 'Abonnés à l’infolettre',
    search: 'Rechercher un abonné…',
    all_statuses: 'Tous les statuts',
    statuses: {
      pending: 'En attente',
      confirmed: 'Confirmé',
      unsubscribed: 'Désabonné',
    },
  },
}
