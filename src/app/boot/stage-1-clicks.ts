// The entry's evaluation in stages (no task over 100 ms at load). Evaluating a module
// graph is one task unless a module in it awaits. Each stage module awaits a yield after its
// imports, so whatever is imported after it evaluates in a later task: main.tsx imports the last
// stage first, and each stage imports the one before it. Profiled on /staking at 4× CPU before
// the stages, zod (its own code, then the schemas built at import) was about half of the single
// evaluation task; zod has since left the first page (docs/decisions/0014-first-load-without-zod.md).
//
// Stage 1: the listener that keeps a click made before hydration (clicks-before-hydration.ts),
// with no imports of its own, and zod's configuration for the lazy chunks that bring it.
import './clicks-before-hydration';
import './configure-zod';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
