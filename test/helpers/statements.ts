import { bankStatementPdf, makeTruth, mpesaStatementPdf, type TruthRow } from './pdf-statements';
import { LAYOUTS } from './pdf-layouts';
import { buildPdf } from './pdf-builder';

/** Small, valid statements for API and workflow tests (ground truth returned beside the bytes). */
export async function bankStatement(rows = 12, seed = 7): Promise<{ bytes: Buffer; truth: TruthRow[] }> {
  const truth = makeTruth(rows, seed);
  return { bytes: await bankStatementPdf(truth, LAYOUTS.equity!), truth };
}

export async function mpesaStatement(rows = 12, seed = 11, password?: string): Promise<{ bytes: Buffer; truth: TruthRow[] }> {
  const truth = makeTruth(rows, seed);
  return { bytes: await mpesaStatementPdf(truth, password ? { userPassword: password, pdfVersion: '1.4' } : {}), truth };
}

/** A valid PDF with text but no statement in it. */
export function letterPdf(): Promise<Buffer> {
  return buildPdf((doc) => {
    doc.fontSize(12).text('Dear customer, thank you for your letter of 3 March. We will reply shortly.', 72, 72);
  });
}
