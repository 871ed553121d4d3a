import { ERROR_STATUS, type ErrorCode, type FieldError } from '@toko/shared/errors';

/** The one error class services throw; the error handler turns it into `{ message, code, errors? }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** Sent as `Retry-After` (whole seconds) when the caller may try again later (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldError[], retryAfterSeconds?: number) {
    // Every 429 says when to come back (docs/security.md): built with AppError.rateLimited.
    if (code === 'RATE_LIMITED' && retryAfterSeconds === undefined) {
      throw new Error('A RATE_LIMITED error needs its Retry-After: use AppError.rateLimited');
    }
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(message: string) {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static forbidden(message = 'Kamu tidak memiliki akses ke data ini') {
    return new AppError('FORBIDDEN', message);
  }
  static validation(message: string, errors?: FieldError[]) {
    return new AppError('VALIDATION_ERROR', message, errors);
  }
  /** 429 with the wait in `Retry-After`, rounded up so a client that waits that long is let in. */
  static rateLimited(message: string, waitMs: number) {
    return new AppError('RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }
}

/** The wait of a 429 as a person reads it: 'Coba lagi dalam 45 detik.', 'Coba lagi dalam 12 menit.' */
export function tryAgainIn(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `Coba lagi dalam ${seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`}.`;
}
