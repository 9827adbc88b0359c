import { describe, expect, it } from 'vitest';
import './configure-zod';
import { z } from 'zod/mini';
import * as classic from 'zod';

describe('configure-zod', () => {
  it('makes zod jitless without importing it, for every copy of zod', () => {
    // The object zod reads its settings from is the one the module configured.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
    expect(classic.config().jitless).toBe(true);
  });
});
