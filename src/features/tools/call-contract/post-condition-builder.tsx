import { Button } from '@/design-system/button';
import { Select } from '@/design-system/select';
import { TextInput } from '@/design-system/text-input';
import {
  FUNGIBLE_COMPARATORS,
  NFT_COMPARATORS,
  POST_CONDITION_KINDS,
  type PostConditionField,
  type PostConditionKind,
  type PostConditionRow,
} from './post-condition-rows';
import styles from './call-contract.module.css';

export interface PostConditionBuilderProps {
  rows: readonly PostConditionRow[];
  onAdd: (kind: PostConditionKind) => void;
  onChange: (row: PostConditionRow) => void;
  onRemove: (id: string) => void;
  /** The messages to show now, per row id. */
  errors: Readonly<Record<string, Partial<Record<PostConditionField, string>>>>;
  onLeave: (id: string, field: PostConditionField) => () => void;
}

/** The post-conditions a call carries: in Deny mode it may move only what these rows allow. */
export function PostConditionBuilder({
  rows,
  onAdd,
  onChange,
  onRemove,
  errors,
  onLeave,
}: PostConditionBuilderProps) {
  return (
    <fieldset className={styles.postConditions}>
      <legend>Post-conditions</legend>
      <p className={styles.note}>
        In Deny mode the call may move only the assets named here; anything else aborts it (the fee
        is still paid).
      </p>
      {rows.length === 0 ? <p className={styles.note}>None yet.</p> : null}
      {rows.map((row, index) => (
        <PostConditionRowFields
          key={row.id}
          row={row}
          index={index}
          onChange={onChange}
          onRemove={onRemove}
          errors={errors[row.id] ?? {}}
          onLeave={onLeave}
        />
      ))}
      <div className={styles.actions}>
        <Button type="button" variant="outline" size="sm" onClick={() => onAdd('stx')}>
          Add STX condition
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onAdd('ft')}>
          Add token condition
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onAdd('nft')}>
          Add NFT condition
        </Button>
      </div>
    </fieldset>
  );
}

function PostConditionRowFields({
  row,
  index,
  onChange,
  onRemove,
  errors,
  onLeave,
}: {
  row: PostConditionRow;
  index: number;
  onChange: (row: PostConditionRow) => void;
  onRemove: (id: string) => void;
  errors: Partial<Record<PostConditionField, string>>;
  onLeave: (id: string, field: PostConditionField) => () => void;
}) {
  const title = `Post-condition ${index + 1}`;
  const set = (fields: Partial<PostConditionRow>) => onChange({ ...row, ...fields });
  const text = (field: 'principal' | 'amount' | 'asset' | 'assetId') => ({
    value: row[field],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    onBlur: onLeave(row.id, field),
    error: errors[field],
    autoComplete: 'off',
    spellCheck: false,
  });
  return (
    <fieldset className={styles.postConditionRow} data-kind={row.kind}>
      <legend>{title}</legend>
      <Select
        label={`${title}: kind`}
        options={POST_CONDITION_KINDS}
        value={row.kind}
        onValueChange={(kind) => set({ kind: kind as PostConditionKind })}
      />
      <TextInput label="Principal that sends" {...text('principal')} />
      {row.kind === 'nft' ? (
        <Select
          label={`${title}: condition`}
          options={NFT_COMPARATORS}
          value={row.nftComparator}
          onValueChange={(value) =>
            set({ nftComparator: value as PostConditionRow['nftComparator'] })
          }
        />
      ) : (
        <Select
          label={`${title}: condition`}
          options={FUNGIBLE_COMPARATORS}
          value={row.comparator}
          onValueChange={(value) => set({ comparator: value as PostConditionRow['comparator'] })}
        />
      )}
      {row.kind === 'stx' ? (
        <TextInput label="Amount (STX)" inputMode="decimal" {...text('amount')} />
      ) : null}
      {row.kind === 'ft' ? (
        <>
          <TextInput
            label="Token"
            hint="address.contract::token-name"
            className={styles.mono}
            {...text('asset')}
          />
          <TextInput label="Amount (base units)" inputMode="numeric" {...text('amount')} />
        </>
      ) : null}
      {row.kind === 'nft' ? (
        <>
          <TextInput
            label="NFT"
            hint="address.contract::asset-name"
            className={styles.mono}
            {...text('asset')}
          />
          <TextInput
            label="NFT id"
            hint="In Clarity syntax, like u1"
            className={styles.mono}
            {...text('assetId')}
          />
        </>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onRemove(row.id)}
          aria-label={`Remove ${title.toLowerCase()}`}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
