/** The lines `npm start` prints on stderr once it serves: where to go next, for a person at a terminal. */
export function readyBanner(port: number, temporalUiUrl: string | undefined, dataDirFromEnv?: string): string {
  const base = `http://localhost:${port}`;
  // The admin CLI must use the service's store: name a DATA_DIR that was set, quoted for a POSIX shell.
  const dataDir = dataDirFromEnv ? `DATA_DIR='${dataDirFromEnv.replace(/'/g, `'\\''`)}' ` : '';
  return [
    '',
    `  API          ${base}/v1/api   (health: ${base}/v1/api/health-check, docs: ${base}/v1/api/docs)`,
    `  Dashboard    ${base}/dashboard`,
    `  Temporal UI  ${temporalUiUrl ?? 'none (connected to TEMPORAL_ADDRESS)'}`,
    `  First organisation:  ${dataDir}npm run --silent admin -- org:create --name "My org" --credits 10`,
    '',
    '',
  ].join('\n');
}
