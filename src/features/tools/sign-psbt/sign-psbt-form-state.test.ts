import { describe, expect, it } from 'vitest';
import {
  initialSignPsbtFormState,
  signPsbtFormReducer,
  type SignPsbtFormAction,
} from './sign-psbt-form-state';

const after = (actions: SignPsbtFormAction[]) =>
  actions.reduce(signPsbtFormReducer, initialSignPsbtFormState);

describe('signPsbtFormReducer', () => {
  it('opens empty, with the default inputs and no broadcast', () => {
    expect(initialSignPsbtFormState).toEqual({ text: '', chosen: undefined, broadcast: false });
  });

  it('chooses inputs from those offered, sorted, adding and removing one at a time', () => {
    const added = after([{ type: 'input-toggled', toSign: [3, 1], index: 2, on: true }]);
    expect(added.chosen).toEqual([1, 2, 3]);
    const removed = signPsbtFormReducer(added, {
      type: 'input-toggled',
      toSign: added.chosen ?? [],
      index: 1,
      on: false,
    });
    expect(removed.chosen).toEqual([2, 3]);
  });

  it('forgets the chosen inputs when another PSBT is pasted, and keeps the broadcast choice', () => {
    const state = after([
      { type: 'input-toggled', toSign: [0, 1], index: 1, on: false },
      { type: 'broadcast-switched', on: true },
      { type: 'edited', text: 'cHNidP8B' },
    ]);
    expect(state).toEqual({ text: 'cHNidP8B', chosen: undefined, broadcast: true });
  });
});
