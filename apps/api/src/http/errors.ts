/** The closed set of error codes and their HTTP statuses (DESIGN.md section 3). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  path: string;
  message: string;
}

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
