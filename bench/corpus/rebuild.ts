import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultRealCorpusDir, loadSources, mirrorsDir, realCorpusDir } from './corpus-sources';

/**
 * `npm run corpus:rebuild`: re-creates the local real corpus from the repository snapshots already on
 * this machine (`git show <commit>:<path>` in `<mirrors>/<owner>+<name>/repo`). It never uses the
 * network: a source whose snapshot is absent is reported and skipped.
 */
function main(): void {
  const out = realCorpusDir() ?? defaultRealCorpusDir();
  const mirrors = mirrorsDir();
  let written = 0;
  const missing: string[] = [];
  for (const s of loadSources()) {
    const repo = join(mirrors, s.repository.replace('/', '+'), 'repo');
    if (!existsSync(repo)) {
      missing.push(`${s.id} (no snapshot of ${s.repository} in ${mirrors})`);
      continue;
    }
    try {
      const bytes = execFileSync('git', ['-C', repo, 'show', `${s.commit}:${s.path}`], { maxBuffer: 256 * 1024 * 1024 });
      const file = join(out, s.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
      written++;
    } catch {
      missing.push(`${s.id} (${s.path} not found at ${s.commit.slice(0, 10)})`);
    }
  }
  console.log(`real corpus: ${written} statements written to ${out}`);
  for (const m of missing) console.log(`  skipped ${m}`);
}

main();
