import { z } from 'zod';
import { STORAGE_KEYS } from '@/config/constants';
import { readStoredValue, writeStoredValue } from '@/lib/validated-storage';

// Which answers mock mode gives: a populated account, an empty one, or an API that
// fails in one of the ways real ones do; `bridge-full` is the populated account with the sBTC
// bridge at its peg cap. Persisted, so a reload keeps the chosen scenario.

export const MOCK_SCENARIOS = [
  'populated',
  'empty',
  'server-error',
  'timeout',
  'malformed',
  'bridge-full',
] as const;
const mockScenarioSchema = z.enum(MOCK_SCENARIOS);
export type MockScenario = z.infer<typeof mockScenarioSchema>;

const DEFAULT_MOCK_SCENARIO: MockScenario = 'populated';

/** Words for the dev panel. */
export const MOCK_SCENARIO_LABELS: Readonly<Record<MockScenario, string>> = {
  populated: 'Populated account',
  empty: 'Empty account',
  'server-error': 'API error (500)',
  timeout: 'API timeout (no answer)',
  malformed: 'Malformed API answer',
  'bridge-full': 'sBTC bridge at capacity',
};

export function readMockScenario(): MockScenario {
  return readStoredValue(STORAGE_KEYS.mockScenario, mockScenarioSchema, DEFAULT_MOCK_SCENARIO);
}

export function writeMockScenario(scenario: MockScenario): void {
  writeStoredValue(STORAGE_KEYS.mockScenario, scenario);
}
