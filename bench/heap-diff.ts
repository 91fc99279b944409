/**
 * `node --max-old-space-size=8192 -r ./scripts/register.js bench/heap-diff.ts BEFORE.heapsnapshot AFTER.heapsnapshot [N] [GROUP…]`:
 * what grew between two V8 heap snapshots of the same process (e.g. the soak's, before and after N tasks).
 * Prints the N (default 15) object groups (node type and constructor/name) whose shallow size grew most, with
 * their counts, then for the five largest groups (or the GROUPs named, as printed: 'object Date') the retainer
 * chain of a few of their new objects: what holds them (edge names up to a GC root or a well-known holder), so
 * the README can name it.
 */
import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
}

interface Parsed {
  s: Snapshot;
  nodeFields: number;
  edgeFields: number;
  /** First edge index of each node (by node ordinal). */
  firstEdge: Uint32Array;
  keyOf(ordinal: number): string;
  idOf(ordinal: number): number;
  sizeOf(ordinal: number): number;
}

function parse(file: string): Parsed {
  const s = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const nf = s.snapshot.meta.node_fields;
  const nodeFields = nf.length;
  const edgeFields = s.snapshot.meta.edge_fields.length;
  const [typeI, nameI, idI, sizeI, edgeCountI] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) => nf.indexOf(f)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const types = s.snapshot.meta.node_types[0];
  const count = s.nodes.length / nodeFields;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += s.nodes[i * nodeFields + edgeCountI]! * edgeFields;
    firstEdge[i + 1] = e;
  }
  return {
    s,
    nodeFields,
    edgeFields,
    firstEdge,
    keyOf: (o) => {
      const type = types[s.nodes[o * nodeFields + typeI]!]!;
      const name = s.strings[s.nodes[o * nodeFields + nameI]!]!;
      // Strings and code are grouped by type only: their "names" are their contents.
      return ['string', 'concatenated string', 'sliced string', 'code', 'number', 'hidden'].includes(type)
        ? `(${type})`
        : `${type} ${name.slice(0, 80)}`;
    },
    idOf: (o) => s.nodes[o * nodeFields + idI]!,
    sizeOf: (o) => s.nodes[o * nodeFields + sizeI]!,
  };
}

function groups(p: Parsed): Map<string, { count: number; size: number }> {
  const out = new Map<string, { count: number; size: number }>();
  const n = p.s.nodes.length / p.nodeFields;
  for (let o = 0; o < n; o++) {
    const k = p.keyOf(o);
    const g = out.get(k) ?? { count: 0, size: 0 };
    g.count++;
    g.size += p.sizeOf(o);
    out.set(k, g);
  }
  return out;
}

/** For each node ordinal, the ordinals retaining it with the edge's name (weak edges left out). */
function retainers(p: Parsed): { from: Uint32Array; edge: Uint32Array; start: Uint32Array } {
  const { s, nodeFields, edgeFields, firstEdge } = p;
  const ef = s.snapshot.meta.edge_fields;
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f)) as [number, number, number];
  const weak = s.snapshot.meta.edge_types[0].indexOf('weak');
  const n = s.nodes.length / nodeFields;
  const counts = new Uint32Array(n + 1);
  for (let o = 0; o < n; o++)
    for (let e = firstEdge[o]!; e < firstEdge[o + 1]!; e += edgeFields) if (s.edges[e + eType] !== weak) counts[s.edges[e + eTo]! / nodeFields]!++;
  const start = new Uint32Array(n + 1);
  for (let i = 0; i < n; i++) start[i + 1] = start[i]! + counts[i]!;
  const from = new Uint32Array(start[n]!);
  const edge = new Uint32Array(start[n]!);
  const fill = start.slice();
  for (let o = 0; o < n; o++)
    for (let e = firstEdge[o]!; e < firstEdge[o + 1]!; e += edgeFields) {
      if (s.edges[e + eType] === weak) continue;
      const to = s.edges[e + eTo]! / nodeFields;
      from[fill[to]!] = o;
      edge[fill[to]!++] = e;
    }
  void eName;
  return { from, edge, start };
}

function edgeName(p: Parsed, e: number): string {
  const ef = p.s.snapshot.meta.edge_fields;
  const type = p.s.snapshot.meta.edge_types[0][p.s.edges[e + ef.indexOf('type')]!]!;
  const v = p.s.edges[e + ef.indexOf('name_or_index')]!;
  return type === 'element' || type === 'hidden' ? `[${v}]` : p.s.strings[v]!;
}

function main(): void {
  const [beforeFile, afterFile, topRaw, ...named] = process.argv.slice(2);
  if (!beforeFile || !afterFile) throw new Error('usage: heap-diff.ts BEFORE.heapsnapshot AFTER.heapsnapshot [N]');
  const top = Number(topRaw ?? 15);
  const before = parse(beforeFile);
  const beforeIds = new Set<number>();
  for (let o = 0; o < before.s.nodes.length / before.nodeFields; o++) beforeIds.add(before.idOf(o));
  const g0 = groups(before);
  before.s.nodes = [];
  before.s.edges = [];
  const after = parse(afterFile);
  const g1 = groups(after);
  const total = (g: Map<string, { size: number }>) => [...g.values()].reduce((a, b) => a + b.size, 0);
  console.log(`heap: ${(total(g0) / 1e6).toFixed(1)} MB → ${(total(g1) / 1e6).toFixed(1)} MB (shallow sizes)`);
  const diff = [...g1]
    .map(([k, v]) => ({ k, dCount: v.count - (g0.get(k)?.count ?? 0), dSize: v.size - (g0.get(k)?.size ?? 0), size: v.size }))
    .sort((a, b) => b.dSize - a.dSize)
    .slice(0, top);
  console.log('\n| grew by | now | new objects | group |\n|---|---|---|---|');
  for (const d of diff) console.log(`| ${(d.dSize / 1e6).toFixed(2)} MB | ${(d.size / 1e6).toFixed(2)} MB | ${d.dCount} | ${d.k} |`);

  const r = retainers(after);
  const n = after.s.nodes.length / after.nodeFields;
  const explained = named.length > 0 ? named.map((k) => ({ k })) : diff.slice(0, 5);
  for (const d of explained) {
    console.log(`\n${d.k}: retainer chains of new objects`);
    let shown = 0;
    for (let o = 0; o < n && shown < 3; o++) {
      if (after.keyOf(o) !== d.k || beforeIds.has(after.idOf(o))) continue;
      shown++;
      const chain: string[] = [];
      const seen = new Set<number>([o]);
      let cur = o;
      for (let depth = 0; depth < 12; depth++) {
        let next = -1;
        let via = -1;
        for (let i = r.start[cur]!; i < r.start[cur + 1]!; i++) {
          if (seen.has(r.from[i]!)) continue;
          next = r.from[i]!;
          via = r.edge[i]!;
          break;
        }
        if (next < 0) break;
        chain.push(`${edgeName(after, via)} ← ${after.keyOf(next)}`);
        seen.add(next);
        cur = next;
        if (/^synthetic/.test(after.keyOf(next))) break;
      }
      console.log(`  ${chain.join('\n    ')}`);
    }
  }
}

main();
