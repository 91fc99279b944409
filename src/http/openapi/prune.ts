/* eslint-disable @typescript-eslint/no-explicit-any -- an OpenAPI document is walked as untyped JSON */

function collectRefs(value: unknown, refs: Set<string>, schemes: Set<string>, key = ''): void {
  if (Array.isArray(value)) {
    for (const v of value) collectRefs(v, refs, schemes, key);
    if (key === 'security') for (const requirement of value) for (const name of Object.keys(requirement ?? {})) schemes.add(name);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string') refs.add(v);
    else collectRefs(v, refs, schemes, k);
  }
}

/**
 * Drops the components (schemas, headers, security schemes) that no operation of `doc` reaches, directly or
 * through other components, so each audience's document holds only its own models. Mutates and returns `doc`.
 */
export function pruneComponents<T extends Record<string, any>>(doc: T): T {
  const refs = new Set<string>();
  const schemes = new Set<string>();
  const { components, ...rest } = doc;
  collectRefs(rest, refs, schemes);
  const seen = new Set<string>();
  const pending = [...refs];
  while (pending.length) {
    const ref = pending.pop()!;
    if (seen.has(ref)) continue;
    seen.add(ref);
    const m = /^#\/components\/([^/]+)\/(.+)$/.exec(ref);
    const target = m ? components?.[m[1]!]?.[m[2]!] : undefined;
    const inner = new Set<string>();
    collectRefs(target, inner, schemes);
    pending.push(...inner);
  }
  for (const [kind, entries] of Object.entries<Record<string, unknown>>(components ?? {})) {
    for (const name of Object.keys(entries)) {
      const used = kind === 'securitySchemes' ? schemes.has(name) : seen.has(`#/components/${kind}/${name}`);
      if (!used) delete entries[name];
    }
  }
  return doc;
}
