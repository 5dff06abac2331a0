/**
 * Every action the audit log records. No imports: the admin's audit filter (admin/accounts/AuditPage.tsx)
 * uses this same list, so a new action shows up there without a second copy to keep in step.
 */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.locked',
  'auth.sign_out',
  'auth.2fa_failed',
  'auth.recovery_code_used',
  '2fa.enabled',
  '2fa.disabled',
  '2fa.reset',
  'password.changed',
  'password.reset_requested',
  'password.reset',
  'sessions.ended',
  'user.created',
  'user.updated',
  'user.role_changed',
  'user.disabled',
  'user.enabled',
  'user.deleted',
  'post.published',
  'post.unpublished',
  'post.deleted',
  'lead.erased',
  'leads.exported',
  'subscribers.exported',
  'privacy.exported',
  'settings.changed',
  'backup.created',
  'backup.restored',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
