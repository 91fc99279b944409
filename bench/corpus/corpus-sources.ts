import { execFileSync } from 'node:child_process';
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
  /**
   * Where the repository publishes the user password of an encrypted statement: a file at `commit` and a
   * pattern whose first group is the password. The password itself is never committed here (it may be a
   * person's identity number); `loadSources` reads it from the local snapshot into `password`.
   */
  passwordFrom?: { path: string; pattern: string };
  /** The password read through `passwordFrom` (absent when the snapshot is not on this machine). */
  password?: string;
  licence: string | null;
  notes?: string;
}

const REPO_ROOT = resolve(__dirname, '..', '..');

export function loadSources(file = join(__dirname, 'sources.json')): CorpusSource[] {
  const sources = (JSON.parse(readFileSync(file, 'utf8')) as { statements: CorpusSource[] }).statements;
  return sources.map((s) => (s.passwordFrom ? { ...s, password: publishedPassword(s) } : s));
}

/** The password a source's repository publishes (`passwordFrom`), read from its snapshot; undefined when absent. */
function publishedPassword(s: CorpusSource): string | undefined {
  if (!s.passwordFrom) return undefined;
  const repo = join(mirrorsDir(), s.repository.replace('/', '+'), 'repo');
  if (!existsSync(repo)) return undefined;
  try {
    const text = execFileSync('git', ['-C', repo, 'show', `${s.commit}:${s.passwordFrom.path}`], { encoding: 'utf8' });
    return new RegExp(s.passwordFrom.pattern).exec(text)?.[1];
  } catch {
    return undefined;
  }
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
