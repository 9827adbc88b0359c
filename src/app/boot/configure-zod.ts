// Imported first by src/main.tsx (through the boot's first stage) and src/entry-server.tsx,
// before any module that defines a schema: zod decides whether to compile object parsers with
// `new Function` when a schema is created, and probing for it under our CSP (no 'unsafe-eval')
// raises a violation report even though zod catches the error. Jitless, it never probes; parsing
// is the same, a little slower.
//
// Without importing zod, which is not on the first page (docs/decisions/0014-first-load-without-zod.md):
// zod keeps its configuration in `globalThis.__zod_globalConfig`, created by the first copy of
// zod that loads and shared by every later one (zod/v4/core/core.js), so the setting made here
// holds for the zod that lazy chunks bring, whichever loads first.

interface ZodGlobalConfig {
  jitless?: boolean;
}

const zodGlobal = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, {
  jitless: true,
});

export {};
