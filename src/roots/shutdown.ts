import type { Logger } from '../logger';
import { errorFields } from '../logger';

/**
 * Runs `steps` in order once on SIGINT/SIGTERM (a second signal exits at once), then exits. Each step is
 * awaited and its failure logged, so one failing step does not leave the rest (e.g. the dev server) running.
 */
export function onShutdown(logger: Logger, steps: [string, () => Promise<unknown>][]): void {
  let shuttingDown = false;
  const handler = async (signal: string) => {
    if (shuttingDown) process.exit(1);
    shuttingDown = true;
    logger.info('shutting down', { signal });
    for (const [name, step] of steps) {
      try {
        await step();
      } catch (err) {
        logger.error(`shutdown step failed: ${name}`, errorFields(err));
      }
    }
    logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void handler('SIGINT'));
  process.once('SIGTERM', () => void handler('SIGTERM'));
}
