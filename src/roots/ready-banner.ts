/** The lines `npm start` prints on stderr once it serves: where to go next, for a person at a terminal. */
export function readyBanner(port: number, temporalUiUrl: string | undefined): string {
  const base = `http://localhost:${port}`;
  return [
    '',
    `  API          ${base}/v1/api   (health: ${base}/v1/api/health-check, docs: ${base}/v1/api/docs)`,
    `  Dashboard    ${base}/dashboard`,
    `  Temporal UI  ${temporalUiUrl ?? 'none (connected to TEMPORAL_ADDRESS)'}`,
    `  First organisation:  npm run --silent admin -- org:create --name "My org" --credits 10`,
    '',
    '',
  ].join('\n');
}
