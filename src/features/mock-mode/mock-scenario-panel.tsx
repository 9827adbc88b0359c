import { useId } from 'react';
import { MOCK_SCENARIO_LABELS, MOCK_SCENARIOS, type MockScenario } from '@/mocks/mock-scenario';
import styles from './mock-scenario-panel.module.css';

export interface MockScenarioPanelProps {
  scenario: MockScenario;
  /** Saves the choice and applies it (the worker's handlers are built for one scenario). */
  onScenarioChange: (scenario: MockScenario) => void;
}

/** The small dev panel of mock mode: which answers the mocked APIs give. */
export function MockScenarioPanel({ scenario, onScenarioChange }: MockScenarioPanelProps) {
  const name = useId();
  return (
    <aside className={styles.panel} aria-label="Mock mode panel">
      <details>
        <summary className={styles.summary}>Mock API: {MOCK_SCENARIO_LABELS[scenario]}</summary>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Scenario</legend>
          {MOCK_SCENARIOS.map((option) => (
            <label key={option} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === scenario}
                onChange={() => onScenarioChange(option)}
              />
              {MOCK_SCENARIO_LABELS[option]}
            </label>
          ))}
        </fieldset>
      </details>
    </aside>
  );
}
