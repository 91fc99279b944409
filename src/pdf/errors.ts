export type PdfErrorCode = 'not_a_pdf' | 'password_required' | 'password_incorrect' | 'corrupt_pdf' | 'too_many_pages';

const MESSAGES: Record<PdfErrorCode, string> = {
  not_a_pdf: 'The file is not a PDF document.',
  password_required: 'The PDF is password-protected; a password is required.',
  password_incorrect: 'The password given for the PDF is incorrect.',
  corrupt_pdf: 'The PDF is damaged or truncated and cannot be read.',
  too_many_pages: 'The PDF has more pages than allowed.',
};

/**
 * A named failure of the PDF adapter. The message is fixed per code so that it never carries the
 * password or any document text; match on `code` (it survives worker-thread and Temporal boundaries,
 * `instanceof` does not).
 */
export class PdfError extends Error {
  override readonly name = 'PdfError';
  constructor(
    readonly code: PdfErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}

export function isPdfErrorCode(value: unknown): value is PdfErrorCode {
  return typeof value === 'string' && value in MESSAGES;
}

/** pdf.js error classes are not exported: map them by `name` and `code`. */
export function fromPdfjsError(err: unknown): PdfError {
  if (err instanceof PdfError) return err;
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  const name = typeof e?.name === 'string' ? e.name : '';
  if (name === 'PasswordException') {
    // PasswordResponses: 1 = NEED_PASSWORD, 2 = INCORRECT_PASSWORD.
    return new PdfError(e?.code === 2 ? 'password_incorrect' : 'password_required');
  }
  if (name === 'InvalidPDFException') {
    const msg = typeof e?.message === 'string' ? e.message : '';
    // pdf.js says "Invalid PDF structure" both for garbage and for truncated files; without a
    // header we already refused earlier as not_a_pdf, so anything here is damage.
    return new PdfError(/no pdf header/i.test(msg) ? 'not_a_pdf' : 'corrupt_pdf');
  }
  return new PdfError('corrupt_pdf');
}
