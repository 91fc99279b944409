/**
 * Lint rule: workflow code runs in Temporal's deterministic sandbox, so files under workflows/ may import only
 * the workflow SDK, @temporalio/common, other workflow files and the sandbox-safe modules listed below;
 * `import type` of anything is fine (erased at compile time). Exits 1 listing every violation.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const WORKFLOW_DIR = path.join(ROOT, 'workflows');
const ALLOWED_PACKAGES = ['@temporalio/workflow', '@temporalio/common'];
const ALLOWED_LOCAL = [path.join(ROOT, 'src', 'temporal', 'search-attributes.ts')];

export function violations(file: string, source: string): string[] {
  const out: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of source.matchAll(re)) {
    const isType = Boolean(m[2]);
    const spec = m[3] ?? m[4] ?? m[5]!;
    if (isType) continue;
    if (spec.startsWith('.')) {
      const resolved = path.resolve(path.dirname(file), spec);
      const candidates = [resolved, `${resolved}.ts`, path.join(resolved, 'index.ts')];
      const inWorkflows = candidates.some((c) => c.startsWith(WORKFLOW_DIR + path.sep));
      if (!inWorkflows && !candidates.some((c) => ALLOWED_LOCAL.includes(c))) out.push(`${file}: imports ${spec} (outside workflows/)`);
    } else if (!ALLOWED_PACKAGES.includes(spec)) {
      out.push(`${file}: imports ${spec} (not allowed in workflow code)`);
    }
  }
  return out;
}

function listTs(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listTs(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

if (require.main === module) {
  const files = [...listTs(WORKFLOW_DIR), ...ALLOWED_LOCAL];
  const found = files.flatMap((f) => violations(f, fs.readFileSync(f, 'utf8')));
  if (found.length > 0) {
    console.error('Workflow sandbox import violations:\n' + found.join('\n'));
    process.exit(1);
  }
  console.log(`workflow imports ok (${files.length} files checked)`);
}
