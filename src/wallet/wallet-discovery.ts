import { isWalletProvider, readWindowPath, type WalletProvider } from './provider';
import { readRememberedWalletId } from './remembered-wallet';
import { adaptProvider } from './wallet-adapters';
import { familyOfPath, WALLET_FAMILIES, type WalletFamily } from './wallet-family';
import { WALLET_SUPPORT_TABLES } from './wallet-support-tables';

// Every wallet on the page, for the picker and the wallet client. Loaded after
// Connect, never on the first page. Injected objects are untrusted: each read is guarded, and a
// name, icon or method list that is not what it should be is dropped, never shown.

export interface DiscoveredWallet {
  /** The provider's path on `window`: WBIP004's `id`, or a known family's path. */
  id: string;
  name: string;
  family: WalletFamily;
  /** A `data:image/…` or https URL; undefined when the wallet gave none that is safe. */
  icon: string | undefined;
  /** The methods the wallet declares (WBIP004 `methods`) or its family's table. */
  methods: readonly string[] | undefined;
  provider: WalletProvider;
}

const MAX_REGISTERED = 20;
const MAX_ICON_CHARS = 200_000;
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;base64)?,/i;

/** An icon URL safe to put in `<img src>`: a raster/SVG data URL (an SVG in an img runs no
 * script) or https; anything else (javascript:, http:, blob:…) is not shown. */
export function safeIcon(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ICON_CHARS) return undefined;
  if (SAFE_DATA_IMAGE.test(value)) return value;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function safeName(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const name = value.replace(/\s+/g, ' ').trim().slice(0, 40);
  return name || fallback;
}

function safeMethods(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const methods = value
    .slice(0, 200)
    .filter((method): method is string => typeof method === 'string' && method.length <= 128);
  return methods;
}

function readField(entry: unknown, field: string): unknown {
  try {
    return typeof entry === 'object' && entry !== null
      ? (entry as Record<string, unknown>)[field]
      : undefined;
  } catch {
    return undefined;
  }
}

/** The WBIP004 registrations (`window.wbip_providers`), each read field by field. */
function registeredWallets(win: Window): DiscoveredWallet[] {
  let entries: unknown[];
  try {
    const registered = readWindowPath('wbip_providers', win);
    entries = Array.isArray(registered) ? registered.slice(0, MAX_REGISTERED) : [];
  } catch {
    return [];
  }
  return entries.flatMap((entry): DiscoveredWallet[] => {
    const id = readField(entry, 'id');
    if (typeof id !== 'string' || id.length === 0 || id.length > 100) return [];
    const provider = readWindowPath(id, win);
    if (!isWalletProvider(provider)) return [];
    const family = familyOfPath(id);
    const known = WALLET_FAMILIES.find((candidate) => candidate.family === family);
    return [
      {
        id,
        name: safeName(readField(entry, 'name'), known?.name ?? 'Wallet'),
        family,
        icon: safeIcon(readField(entry, 'icon')),
        methods: safeMethods(readField(entry, 'methods')) ?? WALLET_SUPPORT_TABLES[family],
        provider,
      },
    ];
  });
}

/** Every wallet on the page: WBIP004 registrations first, then known globals not registered.
 * The same provider object is listed once. */
export function discoverWallets(win: Window = window): DiscoveredWallet[] {
  const wallets = registeredWallets(win);
  for (const { path, family, name } of WALLET_FAMILIES) {
    const provider = readWindowPath(path, win);
    if (!isWalletProvider(provider)) continue;
    if (wallets.some((wallet) => wallet.id === path || wallet.provider === provider)) continue;
    wallets.push({
      id: path,
      name,
      family,
      icon: undefined,
      methods: WALLET_SUPPORT_TABLES[family],
      provider,
    });
  }
  return wallets;
}

/** True when Connect must ask which wallet: several, and none remembered that is still here. */
export function needsWalletPicker(
  wallets: readonly DiscoveredWallet[],
  rememberedId: string | null,
): boolean {
  return wallets.length > 1 && !wallets.some((wallet) => wallet.id === rememberedId);
}

/** The wallet requests go to: the remembered one, else the only one, else Leather (what a
 * person with only Leather always had), else the first. */
export function chooseWallet(
  wallets: readonly DiscoveredWallet[],
  rememberedId: string | null,
): DiscoveredWallet | undefined {
  return (
    wallets.find((wallet) => wallet.id === rememberedId) ??
    wallets.find((wallet) => wallet.family === 'leather') ??
    wallets[0]
  );
}

/** The chosen wallet on this page now. */
export function getSelectedWallet(): DiscoveredWallet | undefined {
  if (typeof window === 'undefined') return undefined;
  return chooseWallet(discoverWallets(), readRememberedWalletId());
}

/** The chosen wallet's provider behind its family's adapter: the wallet client's default. */
export function getSelectedProvider(walletId?: string): WalletProvider | undefined {
  if (typeof window === 'undefined') return undefined;
  const wallets = discoverWallets();
  const wallet = walletId
    ? wallets.find((candidate) => candidate.id === walletId)
    : chooseWallet(wallets, readRememberedWalletId());
  return wallet && adaptProvider(wallet.family, wallet.provider);
}
