import { closeExtractionPool, extractFromPdf, probeStatementPdf } from './extraction';
import { analyseCombined, analyseStatement } from './analysis';
import type { DocumentReader } from './http/routes/analysis';
import type { StatementAnalyser } from '../activities/analysis-activities';

/** The PDF reading and analysis modules as the HTTP routes and activities consume them (one worker pool). */
export const documentReader: DocumentReader = {
  probe: (bytes, { password }) => probeStatementPdf(bytes, password),
  extract: (bytes, { password }) => extractFromPdf(bytes, { password }),
};

export const statementAnalyser: StatementAnalyser = {
  analyseSingle: (statement) => analyseStatement(statement, { now: new Date() }),
  analyseCombined: (statements) => analyseCombined(statements, { now: new Date() }),
};

export const closeDocumentWorkers = closeExtractionPool;
