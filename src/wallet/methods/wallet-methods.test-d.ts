import { describe, expectTypeOf, it } from 'vitest';
import type { StacksTransactionOutcome } from '../request-schemas';
import type { requestWallet } from '../wallet-client';
import type { WalletMethodParams, WalletMethodResult } from '../wallet-method';
import type { getInfo } from './get-info';
import type { open } from './open';
import type { sendTransfer } from './send-transfer';
import type { signPsbt } from './sign-psbt';
import type { stxCallContract } from './stx-call-contract';
import type { stxGetNetworks } from './stx-get-networks';
import type { stxSignMessage } from './stx-sign-message';
import type { stxTransferStx } from './stx-transfer-stx';

type Request<M extends Parameters<typeof requestWallet>[0]> = WalletMethodParams<M>;

describe('request types', () => {
  it('stx_transferStx takes amounts as number, string or bigint, and a typed network', () => {
    expectTypeOf<Request<typeof stxTransferStx>['amount']>().toEqualTypeOf<
      string | number | bigint
    >();
    expectTypeOf<{ recipient: string; amount: 1 }>().toExtend<Request<typeof stxTransferStx>>();
    expectTypeOf<{ recipient: string }>().not.toExtend<Request<typeof stxTransferStx>>();
    expectTypeOf<{ recipient: string; amount: 1; network: 'moonnet' }>().not.toExtend<
      Request<typeof stxTransferStx>
    >();
  });

  it('postConditionMode is allow or deny only', () => {
    expectTypeOf<Request<typeof stxCallContract>['postConditionMode']>().toEqualTypeOf<
      'allow' | 'deny' | undefined
    >();
  });

  it('stx_signMessage: utf8 needs no messageType; structured needs a domain', () => {
    expectTypeOf<{ message: string }>().toExtend<Request<typeof stxSignMessage>>();
    expectTypeOf<{ messageType: 'structured'; message: string }>().not.toExtend<
      Request<typeof stxSignMessage>
    >();
  });

  it('signAtIndex is a number or a list of numbers', () => {
    expectTypeOf<Request<typeof signPsbt>['signAtIndex']>().toEqualTypeOf<
      number | number[] | undefined
    >();
  });

  it('methods without params take undefined; open takes an optional mode', () => {
    expectTypeOf<Request<typeof getInfo>>().toEqualTypeOf<undefined>();
    expectTypeOf<Record<string, never>>().toExtend<Request<typeof open>>();
  });
});

describe('result types', () => {
  it('transactions may be multisig proposals without a txid', () => {
    expectTypeOf<
      WalletMethodResult<typeof stxTransferStx>
    >().toEqualTypeOf<StacksTransactionOutcome>();
    type Proposed = Extract<WalletMethodResult<typeof stxCallContract>, { status: 'proposed' }>;
    expectTypeOf<Proposed>().not.toHaveProperty('txid');
    type Broadcast = Extract<WalletMethodResult<typeof sendTransfer>, { status: 'broadcast' }>;
    expectTypeOf<Broadcast['txid']>().toBeString();
  });

  it('network ids come out as numbers', () => {
    expectTypeOf<
      WalletMethodResult<typeof stxGetNetworks>['networks'][number]['chainId']
    >().toBeNumber();
  });
});
