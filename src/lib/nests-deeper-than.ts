/** True when `value` nests objects deeper than `levels`; stops looking once it knows. Recursive
 * schemas ask this first, so JSON nested a thousand levels deep is refused before zod recurses
 * into it. */
export function nestsDeeperThan(value: unknown, levels: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (levels === 0) return true;
  return Object.values(value as Record<string, unknown>).some((child) =>
    nestsDeeperThan(child, levels - 1),
  );
}
