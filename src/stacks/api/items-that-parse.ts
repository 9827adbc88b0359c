import { z } from 'zod';

// One odd entry in an API's list (a token named in a way this app does not read, a malformed id)
// must not cost the person the whole answer: the entries that parse are kept, the rest dropped.

/** The items that parse with `itemSchema`, in order; the others are left out. */
export function parsedItems<T extends z.ZodType>(
  itemSchema: T,
  items: readonly unknown[],
): z.output<T>[] {
  return items.flatMap((item) => {
    const parsed = itemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A list of which only the items that parse with `itemSchema` are kept. */
export function itemsThatParse<T extends z.ZodType>(itemSchema: T) {
  return z.array(z.unknown()).transform((items) => parsedItems(itemSchema, items));
}
