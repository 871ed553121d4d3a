// The closed set of error codes the API answers with (`{ message, code, errors? }`, docs/architecture.md section 3) and the
// HTTP status of each: the API's AppError and error handler use them, and the web's ApiError narrows on
// them. No zod here, so web code can import it without the schemas.

export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The owner has set no QRIS (QRIS_PAYLOAD): pay by bank transfer only (ADR 062). */
  QRIS_NOT_CONFIGURED: 404,
  CONFLICT: 409,
  /** A purchase limit (ADR 051): 'Maks. pembelian', or what a new account may hold unpaid. */
  PURCHASE_LIMIT: 409,
  /** A voucher code that does not apply to this order: the message says why (ADR 072). */
  VOUCHER_NOT_APPLICABLE: 409,
  /** A category that still holds products is deleted without saying where they go (ADR 052). */
  CATEGORY_NOT_EMPTY: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A bank statement that cannot be read: the message names the line ('Baris 7: ...'); nothing is saved. */
  STATEMENT_UNREADABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export interface FieldError {
  path: string;
  message: string;
}
