import type { Request, RequestHandler, Response } from 'express'
import { currentUser } from '../middleware/auth.js'
import type { AuditContext, AuditEvent, AuditService } from '../services/audit/audit.js'

/** Who is acting and from where, for the audit log (never a secret). */
export function auditContext(req: Request, res: Response): AuditContext {
  const user = currentUser(res)
  return {
    actor: user ? { id: user.id, email: user.email } : null,
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? '',
  }
}

/** Lets any admin route record an event with `audit(res, event)` (set by server/routes/admin.ts). */
export function provideAudit(service: AuditService): RequestHandler {
  return (req, res, next) => {
    res.locals.audit = (event: AuditEvent) => service.record(auditContext(req, res), event)
    next()
  }
}

export async function audit(res: Response, event: AuditEvent): Promise<void> {
  const record = res.locals.audit as ((e: AuditEvent) => Promise<void>) | undefined
  await record?.(event)
}
