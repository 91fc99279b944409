import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from './types';

/**
 * The published result schemas (`schemas/*.schema.json`, also used by the analysis tests) embedded as
 * OpenAPI components: `$defs` are hoisted to `<Title>_<def>` and `$ref`s rewritten, so the document is
 * self-contained and cannot drift from the files.
 */
const SCHEMA_DIR = path.join(__dirname, '..', '..', '..', 'schemas');
const FILES: Record<string, string> = {
  'analysis-result.schema.json': 'AnalysisResult',
  'combined-analysis-result.schema.json': 'CombinedAnalysisResult',
};

function rewriteRef(ref: string, currentName: string): string {
  const [file, pointer] = ref.split('#');
  const name = file ? FILES[file.split('/').pop()!] : currentName;
  if (!name) throw new Error(`unresolvable $ref ${ref}`);
  if (!pointer) return `#/components/schemas/${name}`;
  const m = /^\/\$defs\/([^/]+)$/.exec(pointer);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return `#/components/schemas/${name}_${m[1]}`;
}

function rewrite(value: unknown, name: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, name));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$schema' || k === '$id') continue;
      out[k] = k === '$ref' && typeof v === 'string' ? rewriteRef(v, name) : rewrite(v, name);
    }
    return out;
  }
  return value;
}

export function publishedSchemas(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [file, name] of Object.entries(FILES)) {
    const raw = JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as JsonSchema;
    const { $defs, ...root } = raw as { $defs?: Record<string, unknown> };
    out[name] = rewrite(root, name) as JsonSchema;
    for (const [def, schema] of Object.entries($defs ?? {})) out[`${name}_${def}`] = rewrite(schema, name) as JsonSchema;
  }
  return out;
}
