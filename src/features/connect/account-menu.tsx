import { DropdownMenu } from '@/design-system/dropdown-menu';
import { AccountButton } from './account-button';

interface AccountMenuProps {
  stxAddress: string;
  busy: boolean;
  walletNetwork: 'mainnet' | 'testnet' | undefined;
  onSwitchAccount: () => void;
  onOpenExtension: () => void;
  onSignOut: () => void;
}

/** The connected account's button and its menu (spec §2). */
export function AccountMenu({
  stxAddress,
  busy,
  walletNetwork,
  onSwitchAccount,
  onOpenExtension,
  onSignOut,
}: AccountMenuProps) {
  return (
    <DropdownMenu
      trigger={<AccountButton stxAddress={stxAddress} busy={busy} walletNetwork={walletNetwork} />}
      items={[
        { label: 'Switch account', onSelect: onSwitchAccount },
        { label: 'Open extension', onSelect: onOpenExtension },
        { label: 'Sign out', onSelect: onSignOut, intent: 'danger' },
      ]}
    />
  );
}
