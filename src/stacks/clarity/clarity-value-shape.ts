import { ClarityType, type ClarityValue } from '@stacks/transactions';

// The type a Clarity value has, as far as the value shows it: `none` leaves the optional's type
// open, `(ok u1)` its error type, `(list)` its item type. Clarity refuses a list whose items have
// no common type (`(list u1 1)`), so the parser checks items with mergeValueShapes. Lengths are
// left out: a list of (buff 1) and (buff 2) is a list of (buff 2).

export type ValueShape =
  | { kind: 'int' | 'uint' | 'bool' | 'principal' | 'buffer' | 'ascii' | 'utf8' }
  | { kind: 'optional'; some: ValueShape | undefined }
  | { kind: 'response'; ok: ValueShape | undefined; err: ValueShape | undefined }
  | { kind: 'list'; item: ValueShape | undefined }
  | { kind: 'tuple'; fields: ReadonlyMap<string, ValueShape> };

/** An open part (undefined) takes the other side's shape. */
function mergeOpen(
  a: ValueShape | undefined,
  b: ValueShape | undefined,
): { shape: ValueShape | undefined } | undefined {
  if (a === undefined) return { shape: b };
  if (b === undefined) return { shape: a };
  const shape = mergeValueShapes(a, b);
  return shape === undefined ? undefined : { shape };
}

/** The shape both values fit, or undefined when they have no common type. */
export function mergeValueShapes(a: ValueShape, b: ValueShape): ValueShape | undefined {
  switch (a.kind) {
    case 'optional': {
      if (b.kind !== 'optional') return undefined;
      const some = mergeOpen(a.some, b.some);
      return some && { kind: 'optional', some: some.shape };
    }
    case 'response': {
      if (b.kind !== 'response') return undefined;
      const ok = mergeOpen(a.ok, b.ok);
      const err = mergeOpen(a.err, b.err);
      return ok && err && { kind: 'response', ok: ok.shape, err: err.shape };
    }
    case 'list': {
      if (b.kind !== 'list') return undefined;
      const item = mergeOpen(a.item, b.item);
      return item && { kind: 'list', item: item.shape };
    }
    case 'tuple': {
      if (b.kind !== 'tuple' || a.fields.size !== b.fields.size) return undefined;
      const fields = new Map<string, ValueShape>();
      for (const [key, shape] of a.fields) {
        const other = b.fields.get(key);
        const merged = other && mergeValueShapes(shape, other);
        if (!merged) return undefined;
        fields.set(key, merged);
      }
      return { kind: 'tuple', fields };
    }
    default:
      return a.kind === b.kind ? a : undefined;
  }
}

/** The shape of a value, or undefined when a list inside it mixes types. */
export function valueShapeOf(value: ClarityValue): ValueShape | undefined {
  switch (value.type) {
    case ClarityType.Int:
      return { kind: 'int' };
    case ClarityType.UInt:
      return { kind: 'uint' };
    case ClarityType.BoolTrue:
    case ClarityType.BoolFalse:
      return { kind: 'bool' };
    case ClarityType.PrincipalStandard:
    case ClarityType.PrincipalContract:
      return { kind: 'principal' };
    case ClarityType.Buffer:
      return { kind: 'buffer' };
    case ClarityType.StringASCII:
      return { kind: 'ascii' };
    case ClarityType.StringUTF8:
      return { kind: 'utf8' };
    case ClarityType.OptionalNone:
      return { kind: 'optional', some: undefined };
    case ClarityType.OptionalSome: {
      const some = valueShapeOf(value.value);
      return some && { kind: 'optional', some };
    }
    case ClarityType.ResponseOk: {
      const ok = valueShapeOf(value.value);
      return ok && { kind: 'response', ok, err: undefined };
    }
    case ClarityType.ResponseErr: {
      const err = valueShapeOf(value.value);
      return err && { kind: 'response', ok: undefined, err };
    }
    case ClarityType.List: {
      let item: ValueShape | undefined;
      for (const entry of value.value) {
        const shape = valueShapeOf(entry);
        const merged = shape && (item === undefined ? shape : mergeValueShapes(item, shape));
        if (!merged) return undefined;
        item = merged;
      }
      return { kind: 'list', item };
    }
    case ClarityType.Tuple: {
      const fields = new Map<string, ValueShape>();
      for (const [key, entry] of Object.entries(value.value)) {
        const shape = valueShapeOf(entry);
        if (!shape) return undefined;
        fields.set(key, shape);
      }
      return { kind: 'tuple', fields };
    }
  }
}
