// Standard devnet accounts — Clarinet's well-known test mnemonics plus our own seed stakers.
// NEVER use these keys for real funds: they are public.
//
// One list for the devnet, which funds them at genesis, and the app's devnet wallet, which signs
// with them. Keys are written out (not derived at start-up) so that the devnet starts fast and the
// wallet does not pull BIP-39 into the browser; `devnet-accounts.test.ts` derives every key from
// its mnemonic (first account, m/44'/5757'/0'/0/0) and checks it against these values.

/**
 * @typedef {object} DevnetAccount
 * @property {string} name       Clarinet's account name (deployer, wallet_1…) or our role name.
 * @property {string} address    Testnet/devnet c32 address (ST…).
 * @property {string|null} mnemonic  24-word BIP-39 secret key, or null where none exists.
 * @property {string} privateKey Hex private key, compressed (33 bytes, ends in 01).
 * @property {string} publicKey  Hex compressed public key.
 * @property {bigint} balance    Genesis balance in µSTX.
 */

/** 100,000,000 STX in µSTX — what Clarinet's Devnet.toml gives every account. */
export const GENESIS_BALANCE = 100_000_000_000_000n;

/** @type {readonly DevnetAccount[]} */
export const accounts = [
  {
    name: 'deployer',
    address: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
    mnemonic:
      'twice kind fence tip hidden tilt action fragile skin nothing glory cousin green tomorrow spring wrist shed math olympic multiply hip blue scout claw',
    privateKey: '753b7cc01a1a2e86221266a154af739463fce51219d97e4f856cd7200c3bd2a601',
    publicKey: '0390a5cac7c33fda49f70bc1b0866fa0ba7a9440d9de647fecb8132ceb76a94dfa',
    balance: GENESIS_BALANCE,
  },
  {
    name: 'wallet_1',
    address: 'ST1SJ3DTE5DN7X54YDH5D64R3BCB6A2AG2ZQ8YPD5',
    mnemonic:
      'sell invite acquire kitten bamboo drastic jelly vivid peace spawn twice guilt pave pen trash pretty park cube fragile unaware remain midnight betray rebuild',
    privateKey: '7287ba251d44a4d3fd9276c88ce34c5c52a038955511cccaf77e61068649c17801',
    publicKey: '03cd2cfdbd2ad9332828a7a13ef62cb999e063421c708e863a7ffed71fb61c88c9',
    balance: GENESIS_BALANCE,
  },
  {
    name: 'wallet_2',
    address: 'ST2CY5V39NHDPWSXMW9QDT3HC3GD6Q6XX4CFRK9AG',
    mnemonic:
      'hold excess usual excess ring elephant install account glad dry fragile donkey gaze humble truck breeze nation gasp vacuum limb head keep delay hospital',
    privateKey: '530d9f61984c888536871c6573073bdfc0058896dc1adfe9a6a10dfacadc209101',
    publicKey: '021843d01fa0bb9a3495fd2caf92505a81055dbe1fd545880fd40c3a1c7fd9c40a',
    balance: GENESIS_BALANCE,
  },
  {
    name: 'wallet_3',
    address: 'ST2JHG361ZXG51QTKY2NQCVBPPRRE2KZB1HR05NNC',
    mnemonic:
      'cycle puppy glare enroll cost improve round trend wrist mushroom scorpion tower claim oppose clever elephant dinosaur eight problem before frozen dune wagon high',
    privateKey: 'd655b2523bcd65e34889725c73064feb17ceb796831c0e111ba1a552b0f31b3901',
    publicKey: '02c4b5eacb71a27be633ed970dcbc41c00440364bc04ba38ae4683ac24e708bf33',
    balance: GENESIS_BALANCE,
  },
  // Satchel's own devnet roles (mnemonics generated once for this devnet; public on purpose).
  {
    // Stakes Fast Pool's `fastpool-1-signer-manager` into the signer set at boot (contracts.mjs).
    name: 'seed_staker_1',
    address: 'ST3T7AEZVDRTJP9JG06ACD78B9R6AGHHMF8PPK75G',
    mnemonic:
      'rare giant imitate cave hat employ crazy plug cabbage gravity web gold mix quit split year balance cave health major mountain anxiety refuse world',
    privateKey: '0f40c02df378e2d243a6a28af1f4fdcc9043ea3956d1e42321f6418e7179333101',
    publicKey: '031251ba194f11583e395c75cd2002bd2fcc0ea6d1d06b7dd5c8f4b507ee03fb05',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes Fast Pool's `fastpool-max500-signer-manager` into the signer set at boot.
    name: 'seed_staker_2',
    address: 'ST2Q5CNHDG7H0JDT0SKXWK7WR2ZATQPXGX6P7D4K2',
    mnemonic:
      'angle fresh truth teach inner kit ceiling umbrella lonely outer west agent benefit outdoor adjust mention fix goddess hurdle second pool employ coyote domain',
    privateKey: 'd75ad32185a315bb8c5d9bb0b7b2a319e962a10277fff39cd12be6c345a372b901',
    publicKey: '02f6e8e59ca4e2aa8ab59963c6be2b07343bdf9106378eca989f5d9c0408cccd70',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes the `xverse` signer-manager at boot.
    name: 'seed_staker_3',
    address: 'ST78SRJJXSHP65D5YACTEP4KQDZ41Z559AQS8CAZ',
    mnemonic:
      'lift open fiction skirt utility lava certain throw crime song edit common stumble hurt crop whale romance climb torch mean basic wing defy orient',
    privateKey: '113ef879f3ba0d546c32db5d47431fd88ae551c3d98097462cae2d621a795f8101',
    publicKey: '035358c42c8d01dcc516e4ec1b19253173f5b891e4247f858b28ab08940b9dd235',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes the `stacking-dao` manager (through `native-pool-v1`) signer-manager at boot.
    name: 'seed_staker_4',
    address: 'ST1QTHB3QBB1ZRV568H48NVEGPM14GAXY00M603H8',
    mnemonic:
      'good subject fringe guitar rotate opinion wedding judge pretty dance attitude image receive hospital wage tank lake crucial hospital fresh banner lamp can label',
    privateKey: '40f59f521ea5771b0315fd0560eb689c353ea5e6c2d827321689a6ad1a01c9ed01',
    publicKey: '03fa7b43a8d61a6b2f156290dcaa84b4118c80c7ede5247698204cc7511b34e1ad',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes the `planbetter` signer-manager at boot.
    name: 'seed_staker_5',
    address: 'ST24BN2J59CSPEQJ6CZ90GSM1HKBHSJ1S1A8CF1Q7',
    mnemonic:
      'oval script method silk gift thunder actress lake appear green priority jacket bunker daughter shuffle network swing fury donkey zero funny fuel noise volcano',
    privateKey: '42979cd7e9c69ba615aa875985be3d4fd7d717cc2f6791547c10705364c6f2c701',
    publicKey: '03b736a6c50f073096d2da85e345d93cc37c1fc4d8310d09c99a2d8e34b2d4fbba',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes the `below-minimum` signer-manager (under 50,000 STX) at boot.
    name: 'seed_staker_6',
    address: 'ST2BS5BPCC7H6ZJ1TS65QF7JDTKVTQWNMB9GN7A34',
    mnemonic:
      'alpha mother talent hidden afraid hen ahead put combine echo belt easy boss path behind badge assume man oxygen village recycle equal chimney butter',
    privateKey: '677d5a973993e9a2effa4c0f9c9a2460c23366dd2c98b742b81cd1fe462aaca501',
    publicKey: '033fed0900daa2e2f50bcc2073b9142eb65934e29fafd88971b85ae709d702320d',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes Asymmetric Research's `signer-manager` at boot.
    name: 'seed_staker_7',
    address: 'ST1KY9WE90DTGRPFP2A49DFBR7A92G7SNJC7K1130',
    mnemonic:
      'artwork depth fan video light pink hover pistol diesel still subject wife expect brand blind galaxy lock post ship peace rotate few fluid scatter',
    privateKey: 'd22abf5ba0541278f4d69e468317438d173727d09f7bc369cc5d6d7176ddb60b01',
    publicKey: '02de778eed883861d99bc603e3b42e721543eeb6048c6a1bcc61a5cfd8f1fb1986',
    balance: GENESIS_BALANCE,
  },
  {
    // Stakes SenseiNode's `signer-manager-pox5` at boot.
    name: 'seed_staker_8',
    address: 'STECKV1JD5206BZRBG2R9Z7GK2H0GQKVKBTNJW0H',
    mnemonic:
      'cheese summer danger pumpkin camp toddler raw drip float provide noodle example patch truth fragile visual hobby cruel throw curious assume life budget ghost',
    privateKey: '0f2a983d7e79365404d9bdceadcb114a4fec6a65026b5fdcec79e0f7b8c124fe01',
    publicKey: '03b98c6fddb8e0c6c39a1295dcb5ab20693d4e7d1782d4a75c07db5e7d309b7af5',
    balance: GENESIS_BALANCE,
  },
  {
    // Receives transaction fees (the "miner"); starts empty.
    name: 'miner',
    address: 'ST1H5Y4VBZYNW7JV0FK69X4EHTVKHP3DW7S5YCKEP',
    mnemonic:
      'artist tree punch inherit turtle address snap follow embrace view guide nephew notable stove clever bonus alpha sudden client endorse primary misery amount lounge',
    privateKey: 'a70e25952be5c0493ca6fff676670d67bb43523a8cf1d134f093a3867e3152df01',
    publicKey: '0265c58945d493236d5766a2ba95f3336d4f0652c95b74206e9e017d8a754ffc03',
    balance: 0n,
  },
];

/** @param {string} name @returns {DevnetAccount} */
export function account(name) {
  const found = accounts.find((a) => a.name === name);
  if (!found) throw new Error(`no devnet account named ${name}`);
  return found;
}

export const deployer = account('deployer');
export const wallet1 = account('wallet_1');
export const wallet2 = account('wallet_2');
export const wallet3 = account('wallet_3');
export const miner = account('miner');

/**
 * The accounts a wallet may sign with: all but the miner, whose transactions the devnet refuses
 * (it receives every fee, and cannot pay one to itself).
 * @type {readonly DevnetAccount[]}
 */
export const walletAccounts = accounts.filter((a) => a !== miner);
