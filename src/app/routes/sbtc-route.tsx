import { ConnectControl } from '@/features/connect/connect-control';
import { SbtcPage } from '@/features/sbtc/sbtc-page';

/** /sbtc — get sBTC, move it back to bitcoin, see how it earns. The visitor's Connect
 * is the header's own control: the app composes the two features. */
export function Component() {
  return <SbtcPage connectControl={<ConnectControl />} />;
}
