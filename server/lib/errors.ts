/** Typed errors thrown by services; server/middleware/error-handler.ts maps them to HTTP. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, errors: Record<string, string> = {}) {
    super(400, message, errors)
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Please sign in to continue.') {
    super(401, message)
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, message)
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message)
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors)
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message)
  }
}
