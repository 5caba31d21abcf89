// Typed errors that route handlers and server actions turn into HTTP answers. `code` is a stable,
// machine-readable reason the browser maps to a message in the visitor's language.
export type HttpErrorOptions = { code?: string; retryAfter?: number; details?: Record<string, unknown> };

export class HttpError extends Error {
  readonly code?: string;
  readonly retryAfter?: number;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly status: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.code = options.code;
    this.retryAfter = options.retryAfter;
    this.details = options.details;
  }
}

export const badRequest = (message: string, options?: HttpErrorOptions) => new HttpError(400, message, options);
export const unauthorized = (message = "Authentication required", options?: HttpErrorOptions) =>
  new HttpError(401, message, options);
export const forbidden = (message = "You do not have access to this resource", options?: HttpErrorOptions) =>
  new HttpError(403, message, options);
export const notFound = (message = "Not found", options?: HttpErrorOptions) => new HttpError(404, message, options);
export const conflict = (message: string, options?: HttpErrorOptions) => new HttpError(409, message, options);
export const tooManyRequests = (message: string, options?: HttpErrorOptions) => new HttpError(429, message, options);
