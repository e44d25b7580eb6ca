/** Token of the flag that makes this process run the workers (config, or the worker entry point). */
export const RUN_WORKERS = Symbol('RUN_WORKERS');
