import { mailingAddress, site } from '../site'
import type { emails as enEmails } from '../en/emails'
import type { Localized } from '../types'

/** Texts of the emails the site sends (server-only). */
export const emails: Localized<typeof enEmails> = {
  from: `${site.brand} <${site.email}>`,
  demoInquiry: {
    subject: (name: string, company: string) => `Demande de démo\u00a0: ${name} (${company})`,
    intro: 'Un visiteur a demandé une démo de 15 minutes.',
  },
  lead: {
    subject: (name: string, restaurant: string) => `Nouveau client potentiel\u00a0: ${name} (${restaurant})`,
    intro: 'Un visiteur a envoyé le formulaire « Planifions votre démo gratuite ».',
  },
  labels: {
    first_name: 'Prénom',
    last_name: 'Nom de famille',
    name: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    restaurant: 'Restaurant',
    interest: 'Intérêt',
    message: 'Message',
    language: 'Langue',
    source_page: 'Page',
    source_section: 'Bouton / section',
    landing_page: "Page d'arrivée",
    referrer: 'Page de provenance',
    utm: 'UTM',
    created_at: 'Reçu le',
    id: 'Référence',
  },
  /** The visitor's language as the sales notification names it. */
  languageNames: { en: 'Anglais', fr: 'Français' },
  newsletterConfirm: {
    subject: `Veuillez confirmer votre abonnement à l'infolettre de ${site.brand}`,
    text: (confirmUrl: string) =>
      `Bonjour,\n\nQuelqu'un (vous, nous l'espérons) a demandé à recevoir l'infolettre de ${site.brand} à cette adresse. ` +
      `Pour confirmer, ouvrez ce lien\u00a0:\n\n${confirmUrl}\n\nSi vous n'avez rien demandé, ignorez ce courriel\u00a0: ` +
      'votre adresse ne sera pas inscrite.',
  },
  footer: (unsubscribeUrl: string) =>
    `--\n${mailingAddress()}\nDésabonnez-vous en tout temps, sans avoir à vous connecter\u00a0: ${unsubscribeUrl}`,
}
