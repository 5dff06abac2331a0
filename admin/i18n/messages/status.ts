/**
 * The status page's English strings (/admin/status), merged into admin/i18n/en.ts under `status`;
 * French in status-fr.ts (kept out of the first download, like admin/i18n/fr.ts). Item messages are keyed by the item id and state the server sends
 * (server/services/status/status.ts); %{name} placeholders are its facts and thresholds, already
 * formatted for the reader (sizes, durations, times).
 */
export const statusEn = {
  nav: 'Status',
  title: 'Operations Status',
  // No period after the time: English times can end in "a.m." already.
  subtitle: 'Each item says what turns it amber or red. Measured %{when}',
  refresh: 'Refresh',
  test_mail: 'Send a Test Email',
  test_mail_sent: 'Test email sent to %{to} (%{transport}, %{ms} ms). Check that inbox.',
  test_mail_failed: 'The test email was not sent: %{error}',
  load_failed: 'The status could not be loaded. Try again.',
  transport: { smtp: 'SMTP', files: '.eml file in DATA_DIR/mail' },
  levels: { green: 'OK', amber: 'Warning', red: 'Problem' },
  rule: 'Rule:',
  none: '—',
  error_log: 'Last error log lines',
  error_log_empty: 'No error-level lines since the server started.',
  items: {
    version: {
      title: 'Version',
      ok: 'Version %{version}, commit %{commit}, Node.js %{node}',
      threshold: 'Informational: always green.',
    },
    uptime: {
      title: 'Uptime',
      ok: 'Running for %{uptime_seconds}, since %{started_at}',
      threshold: 'Informational: always green.',
    },
    database: {
      title: 'Database',
      sqlite: 'SQLite, %{size_bytes}; write-ahead log (WAL) %{wal_bytes}',
      postgres: 'PostgreSQL, %{size_bytes}',
      threshold:
        'SQLite: amber when the WAL reaches %{wal_amber_bytes}, red at %{wal_red_bytes}. PostgreSQL: green while it answers.',
    },
    migrations: {
      title: 'Migrations',
      ok: 'Every migration is applied.',
      pending: '%{count} pending: %{names}',
      threshold: 'Amber when a migration is waiting (migrations run at start: restart the server).',
    },
    disk: {
      title: 'Disk space',
      ok: '%{free_bytes} free of %{total_bytes} on %{dir}',
      unknown: 'The free space of %{dir} cannot be read.',
      threshold: 'Amber below %{amber_bytes} free, red below %{red_bytes}.',
    },
    backup: {
      title: 'Backups',
      ok: 'Last backup %{age_seconds} ago, %{size_bytes}: %{file}. Schedule “%{schedule}” (%{timezone}), keeping %{keep}.',
      unscheduled:
        'Last backup %{age_seconds} ago, %{size_bytes}: %{file}. No BACKUP_SCHEDULE: backups depend on an outside job.',
      old: 'Last backup %{age_seconds} ago, %{size_bytes}: %{file}.',
      none: 'No backup in %{dir}.',
      failed: 'The last scheduled backup failed: %{error}',
      threshold:
        'Red when the newest backup is older than %{max_age_seconds}, missing, or the last scheduled one failed; amber without BACKUP_SCHEDULE.',
    },
    outbox: {
      title: 'Outbox',
      empty: 'Nothing waiting to be sent.',
      waiting: '%{pending} waiting, %{dead} given up; the oldest has waited %{oldest_seconds}.',
      threshold:
        'Amber when a message has waited more than %{amber_seconds}; red after %{red_seconds} or when any was given up.',
    },
    mail: {
      title: 'Mail',
      smtp: 'SMTP through %{host}; %{pending} waiting, %{dead} given up.',
      files: 'No SMTP_URL: mail is written to DATA_DIR/mail as .eml files; %{pending} waiting, %{dead} given up.',
      threshold: 'Red when an email was given up; amber without SMTP_URL. The test email goes to you at once.',
    },
    cache_purge: {
      title: 'Edge-cache purge',
      off: 'Not configured (no CACHE_PURGE_URL): blog pages refresh within 30 s.',
      configured: 'Purges go to %{host}; %{pending} being retried, %{dead} given up.',
      threshold: 'Amber while a failed purge is retried, red when one was given up.',
    },
    crm: {
      title: 'CRM',
      ok: '%{host} answered HTTP %{http_status} in %{ms} ms (a HEAD request: no inquiry is sent).',
      http_error: '%{host} answered HTTP %{http_status} in %{ms} ms.',
      unreachable: '%{host} cannot be reached: %{error}',
      off: 'No CRM_URL: demo requests are recorded as “skipped”, not forwarded.',
      threshold:
        'Green for any answer below 500 within %{timeout_ms} ms, amber for a 5xx answer or no CRM_URL, red for no answer.',
    },
    redis: {
      title: 'Redis',
      ok: 'PING answered in %{ms} ms.',
      unreachable: 'No answer: %{error}',
      off: 'Not configured: sessions live in the database, rate limits in memory.',
      threshold: 'Red when PING gets no answer within %{timeout_ms} ms.',
    },
    errors: {
      title: 'Errors',
      none: 'No errors logged since the server started.',
      some: '%{count} recent error lines, below.',
      threshold: 'Amber when an error was logged since the start (the last 20 lines are kept, without secrets).',
    },
  },
}

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> }
export type StatusMessages = Widen<typeof statusEn>
