/**
 * Dynamic configuration the embedded dev server is started with: eager workflow start (the start request
 * returns the first workflow task to the worker in the same process, saving a poll round trip) and eager
 * activity execution (an activity scheduled by a workflow task comes back in that task's completion
 * response). An outside cluster needs the same two settings for the same latency.
 */
export const DEV_SERVER_DYNAMIC_CONFIG = ['system.enableEagerWorkflowStart=true', 'system.enableActivityEagerExecution=true'];

/** `DEV_SERVER_DYNAMIC_CONFIG` as `temporal server start-dev` arguments. */
export const devServerDynamicConfigArgs = (): string[] => DEV_SERVER_DYNAMIC_CONFIG.flatMap((kv) => ['--dynamic-config-value', kv]);
