import type { StatusMessages } from './status'

/** The status page in Canadian French (same keys as status.ts), merged into admin/i18n/fr.ts. */
export const statusFr: StatusMessages = {
  nav: 'État',
  title: 'État de l’exploitation',
  subtitle: 'Chaque élément indique ce qui le fait passer à l’orange ou au rouge. Mesuré le %{when}',
  refresh: 'Actualiser',
  test_mail: 'Envoyer un courriel d’essai',
  test_mail_sent: 'Courriel d’essai envoyé à %{to} (%{transport}, %{ms} ms). Vérifiez cette boîte.',
  test_mail_failed: 'Le courriel d’essai n’a pas été envoyé : %{error}',
  load_failed: 'L’état n’a pas pu être chargé. Réessayez.',
  transport: { smtp: 'SMTP', files: 'fichier .eml dans DATA_DIR/mail' },
  levels: { green: 'Bon', amber: 'Attention', red: 'Problème' },
  rule: 'Règle\u00a0:',
  none: '—',
  error_log: 'Dernières lignes d’erreur du journal',
  error_log_empty: 'Aucune ligne d’erreur depuis le démarrage du serveur.',
  items: {
    version: {
      title: 'Version',
      ok: 'Version %{version}, commit %{commit}, Node.js %{node}',
      threshold: 'À titre d’information : toujours vert.',
    },
    uptime: {
      title: 'Temps de fonctionnement',
      ok: 'En marche depuis %{uptime_seconds}, soit depuis le %{started_at}',
      threshold: 'À titre d’information : toujours vert.',
    },
    database: {
      title: 'Base de données',
      sqlite: 'SQLite, %{size_bytes}; journal d’écriture anticipée (WAL) %{wal_bytes}',
      postgres: 'PostgreSQL, %{size_bytes}',
      threshold:
        'SQLite : orange quand le WAL atteint %{wal_amber_bytes}, rouge à %{wal_red_bytes}. PostgreSQL : vert tant qu’elle répond.',
    },
    migrations: {
      title: 'Migrations',
      ok: 'Toutes les migrations sont appliquées.',
      pending: '%{count} en attente : %{names}',
      threshold: 'Orange quand une migration attend (elles s’appliquent au démarrage : redémarrez le serveur).',
    },
    disk: {
      title: 'Espace disque',
      ok: '%{free_bytes} libres sur %{total_bytes} dans %{dir}',
      unknown: 'L’espace libre de %{dir} ne peut pas être lu.',
      threshold: 'Orange sous %{amber_bytes} libres, rouge sous %{red_bytes}.',
    },
    backup: {
      title: 'Sauvegardes',
      ok: 'Dernière sauvegarde il y a %{age_seconds}, %{size_bytes} : %{file}. Horaire « %{schedule} » (%{timezone}), %{keep} conservées.',
      unscheduled:
        'Dernière sauvegarde il y a %{age_seconds}, %{size_bytes} : %{file}. Pas de BACKUP_SCHEDULE : les sauvegardes dépendent d’une tâche externe.',
      old: 'Dernière sauvegarde il y a %{age_seconds}, %{size_bytes} : %{file}.',
      none: 'Aucune sauvegarde dans %{dir}.',
      failed: 'La dernière sauvegarde planifiée a échoué : %{error}',
      threshold:
        'Rouge quand la sauvegarde la plus récente a plus de %{max_age_seconds}, manque, ou que la dernière planifiée a échoué; orange sans BACKUP_SCHEDULE.',
    },
    outbox: {
      title: 'File d’envoi',
      empty: 'Rien n’attend d’être envoyé.',
      waiting: '%{pending} en attente, %{dead} abandonnés; le plus ancien attend depuis %{oldest_seconds}.',
      threshold:
        'Orange quand un message attend depuis plus de %{amber_seconds}; rouge après %{red_seconds} ou dès qu’un message est abandonné.',
    },
    mail: {
      title: 'Courriel',
      smtp: 'SMTP par %{host}; %{pending} en attente, %{dead} abandonnés.',
      files:
        'Pas de SMTP_URL : les courriels sont écrits dans DATA_DIR/mail en fichiers .eml; %{pending} en attente, %{dead} abandonnés.',
      threshold:
        'Rouge quand un courriel a été abandonné; orange sans SMTP_URL. Le courriel d’essai vous est envoyé tout de suite.',
    },
    cache_purge: {
      title: 'Purge du cache en périphérie',
      off: 'Non configurée (pas de CACHE_PURGE_URL) : les pages du blogue se renouvellent en 30 s.',
      configured: 'Les purges vont à %{host}; %{pending} en reprise, %{dead} abandonnées.',
      threshold: 'Orange pendant qu’une purge échouée est reprise, rouge quand une a été abandonnée.',
    },
    crm: {
      title: 'CRM',
      ok: '%{host} a répondu HTTP %{http_status} en %{ms} ms (une requête HEAD : aucune demande n’est envoyée).',
      http_error: '%{host} a répondu HTTP %{http_status} en %{ms} ms.',
      unreachable: '%{host} est injoignable : %{error}',
      off: 'Pas de CRM_URL : les demandes de démo sont notées « ignorées », pas transmises.',
      threshold:
        'Vert pour toute réponse sous 500 en moins de %{timeout_ms} ms, orange pour une réponse 5xx ou sans CRM_URL, rouge sans réponse.',
    },
    redis: {
      title: 'Redis',
      ok: 'PING a répondu en %{ms} ms.',
      unreachable: 'Aucune réponse : %{error}',
      off: 'Non configuré : les sessions sont dans la base de données, les limites de débit en mémoire.',
      threshold: 'Rouge quand PING reste sans réponse plus de %{timeout_ms} ms.',
    },
    errors: {
      title: 'Erreurs',
      none: 'Aucune erreur journalisée depuis le démarrage du serveur.',
      some: '%{count} lignes d’erreur récentes, ci-dessous.',
      threshold:
        'Orange quand une erreur a été journalisée depuis le démarrage (les 20 dernières lignes sont gardées, sans secrets).',
    },
  },
}
