// The devnet accounts' Bitcoin keys: BIP-84 (native segwit, p2wpkh) and BIP-86 (taproot, p2tr)
// first receive keys of each account's public mnemonic, coin type 1 as test networks use —
// m/84'/1'/0'/0/0 and m/86'/1'/0'/0/0, what Leather derives on testnet. NEVER real funds.
// Written out rather than derived in the page (BIP-39 seeds cost 2,048 PBKDF2 rounds and two
// more libraries); devnet/devnet-bitcoin-accounts.test.ts derives each from the mnemonics of
// common/devnet-accounts.mjs and fails the moment one differs.

export const BIP84_PATH = "m/84'/1'/0'/0/0";
export const BIP86_PATH = "m/86'/1'/0'/0/0";

/** Hex private keys (32 bytes) by devnet account name. */
export const DEVNET_BITCOIN_KEYS: Readonly<
  Record<string, { readonly p2wpkh: string; readonly p2tr: string } | undefined>
> = {
  deployer: {
    p2wpkh: 'bea4ecfec5cfa1e965ee1b3465ca4deff4f04b36a1fb5286a07660d5158789fb',
    p2tr: '6596d84eef5b73430712dde88fbf6a1d96f97f5f241ab1bf247d04bc241dd28d',
  },
  wallet_1: {
    p2wpkh: '689f8ff6e12a4bceb9168a988a8ffebed013b5b2a5f08a428df7e74ef8cc5df0',
    p2tr: '86ad5d0124c07635db38e4663a074ddeb64e519a9dc3621f8ddc6bc5a54f2a45',
  },
  wallet_2: {
    p2wpkh: 'ea0ac505bb5de127dbb182e9b801b10ebeee50388ee16f1d76fe323479779548',
    p2tr: 'd3e9c0db24f95c2c432f8c98e11657fff0ddb4a4113ee584af0380f8c716a7d3',
  },
  wallet_3: {
    p2wpkh: '6b318944644fd308e527404b21942f42825b875efe0d24ebc3f95e85dedba588',
    p2tr: 'fd44c6d467a0ba97943f2d1fbf57c60459ad247d1486f5a2672678734ee1eda1',
  },
  seed_staker_1: {
    p2wpkh: 'aa9b7f964fc702d8b4d189d6e05eb5f27caaeb0ee2e98def08da56653b893c37',
    p2tr: '87339db3e90900cd942d525e2fdf25156972d0e88cedc43cdf7fddd92a6892b7',
  },
  seed_staker_2: {
    p2wpkh: '69f0bf18f092315b0f7159cab24791db0c2721ae8a68029b50f7909f23001d30',
    p2tr: 'cc3ec08605421156e483d1ee04a19bef6508e622bddaae59ac43b3b4b046c5ac',
  },
  seed_staker_3: {
    p2wpkh: '102fd6f3079f31525394f2310cb1ea6abd9470a36597c9d339e7590a4897a065',
    p2tr: '5bad4b604d717c25ca34fc297a68932aee6b27569f0cfc2dcceb392f5ab008c8',
  },
  seed_staker_4: {
    p2wpkh: '06f62b93c538f261bfd4ac1e979a4d035648034ce595d29979253145cca61c2e',
    p2tr: '1e66d4856b8a5b6f0f1b22fd6c5f478731828d1642ba0faf904db7940db33157',
  },
  seed_staker_5: {
    p2wpkh: '82fd6749ddd3f6855372674a3410d7143ea34cfcbee7afe5311582db0b461549',
    p2tr: '84ed5e29c1d1e4e20af04575c2c31c55e23195b0050d51d8638de127aabd0905',
  },
  seed_staker_6: {
    p2wpkh: '024d7270bd5a28cbb40326aab47ebad8b0b1f89407e8ff2c0b9170421e440fbe',
    p2tr: 'e76e4f9090161389d1bcee9b53a6519154f606c137de90fa86e56be01070684d',
  },
  seed_staker_7: {
    p2wpkh: '879548500df2e816461aa90d635f93595c75f452d31fad1a6936129932300ff9',
    p2tr: '1cfbbd2ec52812872b62186010d6215b11a709338d1514952d44259baa6b0ddb',
  },
  seed_staker_8: {
    p2wpkh: '649978640f063af65ca1778fbd0670e73f53f02835db7187af25b78b59f9d7fc',
    p2tr: '9c23952269e78242e9102463dba7c17b955c59fe161f119277213eced1566ae2',
  },
};
