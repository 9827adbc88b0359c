import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** True when a union branch failed only because the value was of another type altogether. */
function isTypeMismatch(issues: readonly Issue[]): boolean {
  return issues.every((issue) => issue.code === 'invalid_type' && issue.path.length === 0);
}

/**
 * The messages to show for a failed parse. Zod reports a failed union as one 'Invalid input'
 * issue holding every branch's issues; we show the branch the value was meant for (the one that
 * got past the type check, fewest issues first), so a spec message such as 'Stacks contract
 * principals are denoted with a dot' reaches the caller. When every branch failed on type, the
 * union's own message (often a spec message set on it) is the right one.
 */
export function validationMessages(issues: readonly Issue[]): string[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue.message];
    const candidates = issue.errors.filter((branch) => !isTypeMismatch(branch));
    const best = candidates.reduce<readonly Issue[] | undefined>(
      (chosen, branch) => (chosen === undefined || branch.length < chosen.length ? branch : chosen),
      undefined,
    );
    return best === undefined ? [issue.message] : validationMessages(best);
  });
}
