import { computeAccuracy } from './accuracy';
(async () => {
  const r = await computeAccuracy({ conventions: true, only: (t: { file: string }) => /umhlanga|zaandam|nilgiri|ikeja/.test(t.file) } as never);
  for (const s of r.statements as { name?: string; file?: string; metadataWrong: unknown[]; descriptionSimilarity?: number }[]) console.log(JSON.stringify({ n: s.name ?? s.file, w: s.metadataWrong }));
})();
