import { GENERIC_ERROR_KEY, messageKeyForReason, type ReturnsGuardReason } from '@tafel/returns-machine';

/** The upstream's upload message keys (spec §8), used where they fit. */
export const UPLOAD_KEYS = {
  fileType: 'vue.upload.error.fileType',
  fileTooLarge: 'vue.upload.error.fileTooLarge',
  tooManyFiles: 'vue.upload.error.tooManyFiles',
  invalidFile: 'vue.upload.error.invalidFile',
  invalidSignature: 'vue.upload.error.invalidSignature',
} as const;

/** Keys of our own where the spec and the upstream have none. */
export const PHOTO_KEYS = {
  /** As the GraphQL ReturnNotFoundError answers. */
  returnNotFound: GENERIC_ERROR_KEY,
  /** As the GraphQL ReturnsDisabledError answers. */
  returnsDisabled: 'tafel.returns.disabled',
  rateLimited: 'tafel.returns.upload.rateLimited',
  /** An upload that failed on our side or in transport (after the retries), or whose file expired. */
  uploadFailed: 'tafel.returns.upload.failed',
  badRequest: GENERIC_ERROR_KEY,
  conflict: 'tafel.returns.conflict',
  unavailable: GENERIC_ERROR_KEY,
} as const;

/** The JSON body of a refused photo. */
export interface PhotoErrorBody {
  errorCode: string;
  messageKey: string;
  message: string;
  /** The returns machine's guard reason, when it refused. */
  reason?: string;
  retryAfterSeconds?: number;
}

/** A refusal of the photo intake: HTTP status and the JSON body the storefront shows. */
export class PhotoIntakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: PhotoErrorBody,
  ) {
    super(body.message);
    this.name = 'PhotoIntakeError';
  }
}

const refusal = (status: number, errorCode: string, messageKey: string, message: string, extra: Partial<PhotoErrorBody> = {}): PhotoIntakeError =>
  new PhotoIntakeError(status, { errorCode, messageKey, message, ...extra });

export const photoErrors = {
  badRequest: (message: string) => refusal(400, 'BAD_REQUEST', PHOTO_KEYS.badRequest, message),
  notFound: () => refusal(404, 'RETURN_NOT_FOUND', PHOTO_KEYS.returnNotFound, 'No such return'),
  disabled: () => refusal(404, 'RETURNS_DISABLED', PHOTO_KEYS.returnsDisabled, 'Returns are switched off'),
  fileType: () => refusal(415, 'FILE_TYPE_NOT_ALLOWED', UPLOAD_KEYS.fileType, 'Only PNG and JPEG images are accepted (recognised by their content)'),
  invalidFile: (detail: string) => refusal(400, 'INVALID_FILE', UPLOAD_KEYS.invalidFile, `The file is not a usable image: ${detail}`),
  tooLarge: (maxBytes: number) => refusal(413, 'FILE_TOO_LARGE', UPLOAD_KEYS.fileTooLarge, `The file is larger than ${maxBytes} bytes`),
  tooMany: (message: string, reason?: string) => refusal(409, 'TOO_MANY_FILES', UPLOAD_KEYS.tooManyFiles, message, reason ? { reason } : {}),
  rateLimited: (retryAfterSeconds: number) => refusal(429, 'RATE_LIMITED', PHOTO_KEYS.rateLimited, `Too many photos; try again in ${retryAfterSeconds} s`, { retryAfterSeconds }),
  conflict: () => refusal(409, 'CONFLICT', PHOTO_KEYS.conflict, 'Another change of the return won the race; try again'),
  unavailable: (message: string) => refusal(503, 'SERVICE_UNAVAILABLE', PHOTO_KEYS.unavailable, message),
  /** The machine refuses the photo now (item not selected, return submitted, ...). */
  refused: (reason: ReturnsGuardReason): PhotoIntakeError => {
    if (reason === 'PHOTO_LIMIT_REACHED') return photoErrors.tooMany('The return has 20 photos already (removed ones count)', reason);
    if (reason === 'ITEM_PHOTO_LIMIT_REACHED') return photoErrors.tooMany('The item has 5 photos already', reason);
    return refusal(409, 'RETURN_REFUSED', messageKeyForReason(reason) ?? `tafel.returns.reason.${reason}`, `The return refuses the photo: ${reason}`, { reason });
  },
};
