/** What the Sign a PSBT form holds besides its wallet request. */
export interface SignPsbtFormState {
  /** The PSBT as pasted, hex or base64. */
  text: string;
  /** The inputs the person chose to sign; undefined until they choose (the defaults apply). */
  chosen: readonly number[] | undefined;
  broadcast: boolean;
}

export type SignPsbtFormAction =
  | { type: 'edited'; text: string }
  | { type: 'input-toggled'; toSign: readonly number[]; index: number; on: boolean }
  | { type: 'broadcast-switched'; on: boolean };

export const initialSignPsbtFormState: SignPsbtFormState = {
  text: '',
  chosen: undefined,
  broadcast: false,
};

export function signPsbtFormReducer(
  state: SignPsbtFormState,
  action: SignPsbtFormAction,
): SignPsbtFormState {
  switch (action.type) {
    case 'edited':
      // Another PSBT: the inputs chosen for the old one mean nothing for it.
      return { ...state, text: action.text, chosen: undefined };
    case 'input-toggled': {
      // From the inputs offered now (the defaults until the person chose), sorted.
      const next = new Set(action.toSign);
      if (action.on) next.add(action.index);
      else next.delete(action.index);
      return { ...state, chosen: [...next].sort((a, b) => a - b) };
    }
    case 'broadcast-switched':
      return { ...state, broadcast: action.on };
  }
}
