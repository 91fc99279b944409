import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The development corpus of public statements: the committed list of sources (`sources.json`) and where
 * the PDFs and their truth live on this machine. The PDFs and truth files are never committed: they sit
 * in a git-ignored folder (`corpus/real` in the repo, or `../corpus/real` beside it, or `REAL_CORPUS_DIR`).
 */

export type StatementKind = 'bank' | 'business' | 'card' | 'mobile_money';

export interface CorpusSource {
  /** Stable id, also the truth file's stem. */
  id: string;
  /** `owner/name` of the public GitHub repository. */
  repository: string;
  commit: string;
  /** Path of the PDF inside the repository at `commit`. */
  path: string;
  /** Path of the local copy, relative to the real-corpus folder. */
  file: string;
  /** ISO 3166 alpha-2 country of the issuer. */
  country: string;
  issuer: string;
  kind: StatementKind;
  /** A generated or demo statement (not a real account's). */
  synthetic: boolean;
  producer: string | null;
  pages: number | null;
  /** User password of an encrypted statement, when its repository publishes it. */
  password?: string;
  licence: string | null;
  notes?: string;
}

const REPO_ROOT = resolve(__dirname, '..', '..');

export function loadSources(file = join(__dirname, 'sources.json')): CorpusSource[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { statements: CorpusSource[] }).statements;
}

/** The real-corpus folder: `REAL_CORPUS_DIR`, else `<repo>/corpus/real`, else `<repo>/../corpus/real`; null when none exists. */
export function realCorpusDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.REAL_CORPUS_DIR
    ? [resolve(env.REAL_CORPUS_DIR)]
    : [join(REPO_ROOT, 'corpus', 'real'), join(REPO_ROOT, '..', 'corpus', 'real')];
  return candidates.find((dir) => existsSync(dir)) ?? null;
}

/** Where `rebuild` writes when no folder exists yet. */
export function defaultRealCorpusDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.REAL_CORPUS_DIR ? resolve(env.REAL_CORPUS_DIR) : join(REPO_ROOT, '..', 'corpus', 'real');
}

/** The fetched repository snapshots (`<owner>+<name>/repo`): `CORPUS_MIRRORS`, else `<repo>/../.mirror`. */
export function mirrorsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CORPUS_MIRRORS ? resolve(env.CORPUS_MIRRORS) : join(REPO_ROOT, '..', '.mirror');
}

export function truthPath(corpusDir: string, source: CorpusSource): string {
  return join(corpusDir, source.file.replace(/\.pdf$/i, '') + '.truth.json');
}
