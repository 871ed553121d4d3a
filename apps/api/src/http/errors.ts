import { ERROR_STATUS, type ErrorCode, type FieldError } from '@toko/shared/errors';

/** The one error class services throw; the error handler turns it into `{ message, code, errors? }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;

  constructor(code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.errors = errors;
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
  static forbidden(message = 'You do not have access to this resource') {
    return new AppError('FORBIDDEN', message);
  }
  static validation(message: string, errors?: FieldError[]) {
    return new AppError('VALIDATION_ERROR', message, errors);
  }
}
