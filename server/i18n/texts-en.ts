/**
 * The English of the texts the server writes itself in a reader's language: mails, reports. Keys
 * by area; `%{name}` is a param. texts-fr.ts has the same keys (typed: a missing one fails `tsc`).
 */
export const textsEn = {
  // Security notices to a back-office user (services/users/mail.ts)
  'mail.account.subject_prefix': 'MapleServe: %{subject}',
  'mail.account.2fa_disabled.subject': 'Two-factor sign-in was turned off',
  'mail.account.2fa_disabled.body': 'Two-factor sign-in was turned off for your MapleServe back-office account.',
  'mail.account.password_changed.subject': 'Your password was changed',
  'mail.account.password_changed.body': 'The password of your MapleServe back-office account was changed.',
  'mail.account.new_device.subject': 'New sign-in to your account',
  'mail.account.new_device.body': 'Your MapleServe back-office account was signed in to from a new device.',
  'mail.account.footer':
    'When: %{when}\nDevice: %{device}\nIP address: %{ip}\n\nIf this was not you, change your password now and sign out of every other session in Settings, then tell an administrator.',
  // "Forgot password?" (services/users/password-reset.ts)
  'mail.password_reset.subject': 'MapleServe: reset your password',
  'mail.password_reset.body':
    'Someone (hopefully you) asked to reset the password of your MapleServe back-office account.\n\nChoose a new password here within 30 minutes (the link works once):\n%{link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.\n',
  // The status page's test mail (services/status/mail.ts)
  'mail.status_test.subject': 'MapleServe: test email from the status page',
  'mail.status_test.body':
    'This test email was sent from the back office status page (%{base}) at %{when} UTC through the mail transport the server uses for leads and notices. If you read this, outgoing mail works.',
  // A lead past its response target (services/leads/reminder-mail.ts)
  'mail.lead_reminder.subject': 'Lead waiting: %{name} (%{company})',
  'mail.lead_reminder.body':
    '%{name} (%{company}) has waited %{minutes} business minutes for an answer; the target is %{target}.\n\nOpen the lead: %{url}\n',
  // A booked demo (services/bookings/mail.ts): the visitor's and the salesperson's
  'mail.booking.summary': '%{brand} demo (%{minutes} minutes)',
  'mail.booking.visitor.subject': 'Your %{brand} demo: %{when}',
  'mail.booking.visitor.body':
    'Hello,\n\nYour %{minutes}-minute demo of %{brand} is booked for %{when}, %{zone}. %{seller} will call you at the number you gave us and show you the system on screen.\n\nThe invitation is attached: add it to your calendar.\n\nTo reschedule or cancel: %{link}\n',
  'mail.booking.visitor.rescheduled.subject': 'Your %{brand} demo is moved to %{when}',
  'mail.booking.visitor.rescheduled.body':
    'Hello,\n\nYour demo is now on %{when}, %{zone}, with %{seller}. The updated invitation is attached.\n\nTo reschedule or cancel: %{link}\n',
  'mail.booking.visitor.cancelled.subject': 'Your %{brand} demo is cancelled',
  'mail.booking.visitor.cancelled.body': 'Hello,\n\nYour demo of %{when} is cancelled. To book another time: %{link}\n',
  'mail.booking.visitor.reminder.subject': 'Reminder: your %{brand} demo at %{when}',
  'mail.booking.visitor.reminder.body':
    'Hello,\n\nA reminder: %{seller} will call you for your %{minutes}-minute demo at %{when}, %{zone}.\n\nTo reschedule or cancel: %{link}\n',
  'mail.booking.seller.subject': 'Demo booked: %{name} (%{company}), %{when}',
  'mail.booking.seller.rescheduled.subject': 'Demo moved: %{name} (%{company}), now %{when}',
  'mail.booking.seller.cancelled.subject': 'Demo cancelled: %{name} (%{company}), %{when}',
  'mail.booking.seller.body':
    '%{name} (%{company}) has a demo with you on %{when}, %{zone}.\nEmail: %{email}\nPhone: %{phone}\n\nOpen the lead: %{url}\n',
  // A newsletter issue (services/newsletters/render.ts and message.ts)
  'mail.newsletter.list_name': 'MapleServe newsletter',
  'mail.newsletter.from_blog': 'From the blog',
  'mail.newsletter.read_more': 'Read the article',
  'mail.newsletter.view_online': 'Read this issue on the web',
  'mail.newsletter.why':
    'You receive this email because you subscribed to the MapleServe newsletter and confirmed your address.',
  'mail.newsletter.unsubscribe': 'Unsubscribe',
  'mail.newsletter.unsubscribe_line': 'Unsubscribe in one click: %{url}',
  'mail.newsletter.test_prefix': '[Test] ',
} as const
