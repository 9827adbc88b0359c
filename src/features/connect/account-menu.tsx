import { DropdownMenu } from '@/design-system/dropdown-menu';
import { AccountButton } from './account-button';

interface AccountMenuProps {
  stxAddress: string;
  busy: boolean;
  onSwitchAccount: () => void;
  onOpenExtension: () => void;
  onSignOut: () => void;
}

/** The connected account's button and its menu (spec §2). */
export function AccountMenu({
  stxAddress,
  busy,
  onSwitchAccount,
  onOpenExtension,
  onSignOut,
}: AccountMenuProps) {
  return (
    <DropdownMenu
      trigger={<AccountButton stxAddress={stxAddress} busy={busy} />}
      items={[
        { label: 'Switch account', onSelect: onSwitchAccount },
        { label: 'Open extension', onSelect: onOpenExtension },
        { label: 'Sign out', onSelect: onSignOut, intent: 'danger' },
      ]}
    />
  );
}
