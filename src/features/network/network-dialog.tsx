import { useAtomValue, useSetAtom } from 'jotai';
import { findNamedApiNetwork, NAMED_API_NETWORKS } from '@/config/named-api-networks';
import { NETWORK_DEFAULTS, REACHABLE_NETWORK_NAMES } from '@/config/networks';
import { Button } from '@/design-system/button';
import { Dialog } from '@/design-system/dialog';
import { ExternalLink } from '@/design-system/external-link';
import { Icon } from '@/design-system/icon';
import { buildExplorerHomeUrl } from '@/lib/links';
import {
  customNetwork,
  explorerNetworkParams,
  removeCustomApiAtom,
  selectNetworkAtom,
  useActiveNetwork,
  type NetworkChoice,
} from '@/stacks/active-network';
import { customApisAtom } from '@/stacks/custom-apis';
import { AddCustomApiForm } from './add-custom-api-form';
import { NETWORK_LABELS, networkLabel } from './network-labels';
import { NetworkStatus } from './network-status';
import styles from './network-dialog.module.css';

interface NetworkDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A custom API to offer, with why it was refused (from `?api=`). */
  initialUrl?: string | undefined;
  initialError?: string | undefined;
}

/** Chooses the network, shows its node's status, and adds or removes custom APIs. */
export function NetworkDialog({
  open,
  onOpenChange,
  initialUrl,
  initialError,
}: NetworkDialogProps) {
  const network = useActiveNetwork();
  // A saved copy of a named network's URL is shown once, under its name.
  const saved = useAtomValue(customApisAtom).saved.filter(
    (api) => findNamedApiNetwork(api.url) === undefined,
  );
  const selectNetwork = useSetAtom(selectNetworkAtom);
  const removeCustomApi = useSetAtom(removeCustomApiAtom);
  const selected = network.custom ? network.apiUrl : network.name;
  const choose = (choice: NetworkChoice) => {
    selectNetwork(choice);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Network"
      description={
        <>
          {networkLabel(network)}: <NetworkStatus network={network} variant="text" />
        </>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Stacks network</legend>
        {/* Devnet and mocknet only in a build that can reach the local node. */}
        {REACHABLE_NETWORK_NAMES.map((name) => (
          <NetworkOption
            key={name}
            value={name}
            selected={selected}
            onChoose={() => choose({ name })}
            name={NETWORK_LABELS[name]}
            detail={NETWORK_DEFAULTS[name].apiUrl}
          />
        ))}
        {/* Named networks on their own hosts (the PoX-5 test network): built in, never removed. */}
        {NAMED_API_NETWORKS.map(({ id, label, url, chainId }) => (
          <NetworkOption
            key={id}
            value={url}
            selected={selected}
            onChoose={() => choose({ custom: { url, chainId } })}
            name={label}
            detail={url}
          />
        ))}
        {saved.map((api) => (
          <div key={api.url} className={styles.row}>
            <NetworkOption
              value={api.url}
              selected={selected}
              onChoose={() => choose({ custom: api })}
              name={new URL(api.url).host}
              detail={`${NETWORK_LABELS[customNetwork(api).kind]} · ${api.url}`}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${api.url}`}
              onClick={() => removeCustomApi(api.url)}
            >
              <Icon name="close" size="small" />
            </Button>
          </div>
        ))}
      </fieldset>
      <AddCustomApiForm
        initialUrl={initialUrl}
        initialError={initialError}
        onAdded={(custom) => choose({ custom })}
      />
      <p className={styles.explorer}>
        <ExternalLink href={buildExplorerHomeUrl(explorerNetworkParams(network))} size="sm">
          Open the explorer for {networkLabel(network)}
        </ExternalLink>
      </p>
    </Dialog>
  );
}

/** One network of the dialog's radio group: its name, and under it its API's URL. */
function NetworkOption({
  value,
  selected,
  onChoose,
  name,
  detail,
}: {
  value: string;
  selected: string;
  onChoose: () => void;
  name: string;
  detail: string;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="network"
        value={value}
        checked={selected === value}
        onChange={onChoose}
      />
      <span className={styles.choiceText}>
        <span className={styles.choiceName}>{name}</span>
        <span className={styles.choiceUrl}>{detail}</span>
      </span>
    </label>
  );
}
