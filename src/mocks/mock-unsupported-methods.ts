import { z } from 'zod';
import { STORAGE_KEYS } from '@/config/constants';
import { readStoredValue } from '@/lib/validated-storage';

// Which wallet methods the mock wallet says it lacks, so a test (or a person) can see how tools
// behave with a wallet that does not support them. Set by hand in storage, e.g.
// localStorage.mockUnsupportedMethods = '["stx_updateProfile"]'; none by default.

const unsupportedMethodsSchema = z.array(z.string().min(1).max(64)).max(50);

export function readMockUnsupportedMethods(): readonly string[] {
  return readStoredValue(STORAGE_KEYS.mockUnsupportedMethods, unsupportedMethodsSchema, []);
}
