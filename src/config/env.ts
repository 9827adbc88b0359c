import type { AppEnv } from './env-schema';

/** Written into the bundle by the build: the env parsed with zod (`parseEnv`, vite.config.ts;
 * vitest.config.ts for the tests). */
declare const __SATCHEL_ENV__: AppEnv;

/** The build's configuration, parsed by the build itself, so the first page carries no parser. */
export const env: AppEnv = __SATCHEL_ENV__;
