// Imported first by src/main.tsx and src/entry-server.tsx, before any module that defines a
// schema: zod decides whether to compile object parsers with `new Function` when a schema is
// created, and probing for it under our CSP (no 'unsafe-eval') raises a violation report even
// though zod catches the error. Jitless, it never probes; parsing is the same, a little slower.
import { z } from 'zod/mini';

z.config({ jitless: true });
