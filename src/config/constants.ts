// Business constants (docs/product-decisions.md#constants) and those of the features
// that use them.

/** Delay before the "Unable to connect" dialog when the wallet has no Stacks account
 * (docs/product-decisions.md#connection-states). */
export const MISSING_STACKS_KEYS_DIALOG_DELAY_MS = 750;
/** Characters kept at each end of a shortened address
 * (docs/product-decisions.md#header-and-wallet-connection). */
export const ADDRESS_SHORTEN_CHARS = 4;
/** How long after load we keep looking for a late-injected wallet provider. */
export const PROVIDER_DETECTION_WINDOW_MS = 2_000;
export const PROVIDER_DETECTION_INTERVAL_MS = 100;
/** Analytics delivery: batches of 10 events, flushed after 5 s
 * (docs/analytics.md#when-anything-is-sent). */
export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_BATCH_TIMEOUT_MS = 5_000;
/** Tooltip open delay in the header (docs/product-decisions.md#constants). */
export const HEADER_TOOLTIP_DELAY_MS = 220;

export const LEATHER_INSTALL_URL =
  'https://chromewebstore.google.com/detail/leather/ldinpeekobnhjjdofggfgjlcehhmanlj';
export const LEATHER_QUEST_CONNECT_URL = 'https://api.leather.io/v1/quests/connect-earn/complete';

/** Chain ids (docs/product-decisions.md#networks). */
export const MAINNET_CHAIN_ID = 1;
export const TESTNET_CHAIN_ID = 2147483648;

/** Storage keys named by the spec (docs/product-decisions.md#storage). The spec leaves the
 * mock-mode flag's key open: ours is `mockMode` (a JSON boolean), and `mockScenario` holds the
 * chosen mock API scenario. */
export const STORAGE_KEYS = {
  addresses: 'addresses',
  network: 'network',
  mockMode: 'mockMode',
  mockScenario: 'mockScenario',
  /** Mock mode: wallet methods the mock wallet says it lacks (tests of the unsupported case). */
  mockUnsupportedMethods: 'mockUnsupportedMethods',
  /** Custom Stacks APIs the user added and the one in use (networks; not in the spec). */
  customApis: 'customApis',
  /** The currency the portfolio's fiat values are shown in (USD by default). */
  fiatCurrency: 'satchel:fiat-currency',
  /** The changelog entries What's new has shown, so new ones can be marked. */
  changelogSeen: 'satchel:changelog-seen',
  /** The wallet chosen in the picker when several are installed (not in the spec, so
   * named as our other keys outside it are). */
  walletProvider: 'satchel:wallet-provider',
} as const;

/** How long a custom Stacks API gets to answer its /v2/info before we give up on it. */
export const CUSTOM_API_CHECK_TIMEOUT_MS = 10_000;

/** Pause between stopping or starting the mock worker and reloading the page
 * (docs/product-decisions.md#mock-mode, docs/product-decisions.md#constants). */
export const MOCK_MODE_RELOAD_DELAY_MS = 200;

/** Anything stored larger than this is not ours: treat it as corrupt rather than parse it. */
export const MAX_STORED_VALUE_CHARS = 64 * 1024;
