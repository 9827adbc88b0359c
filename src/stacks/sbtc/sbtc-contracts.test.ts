import { describe, expect, it } from 'vitest';
import { sbtcContracts } from './sbtc-contracts';

describe('sbtcContracts', () => {
  it('names the token, registry and withdrawal contract of each network', () => {
    expect(sbtcContracts('mainnet')).toEqual({
      token: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-token',
      registry: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-registry',
      withdrawal: 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-withdrawal',
    });
    expect(sbtcContracts('testnet').token).toBe(
      'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-token',
    );
    expect(sbtcContracts('devnet').withdrawal).toBe(
      'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4.sbtc-withdrawal',
    );
  });

  it('takes the token the chain reports over the table', () => {
    const reported = 'ST2ABCDEFGHJKMNPQRSTVWXYZ0123456789ABCDEF.sbtc-token';
    expect(sbtcContracts('testnet', reported)).toEqual({
      token: reported,
      registry: 'ST2ABCDEFGHJKMNPQRSTVWXYZ0123456789ABCDEF.sbtc-registry',
      withdrawal: 'ST2ABCDEFGHJKMNPQRSTVWXYZ0123456789ABCDEF.sbtc-withdrawal',
    });
  });

  it('takes the registry /v2/pox names with its token, never with the table’s token', () => {
    const token = 'SN3VMHXEN64ZZF71JQ5VESXDWTR301XTTXGF4J8F1.sbtc-token';
    const registry = 'SN3VMHXEN64ZZF71JQ5VESXDWTR301XTTXGF4J8F1.sbtc-registry';
    expect(sbtcContracts('testnet', token, registry).registry).toBe(registry);
    expect(sbtcContracts('testnet', undefined, registry).registry).toBe(
      'ST1F7QA2MDF17S807EPA36TSS8AMEFY4KA9TVGWXT.sbtc-registry',
    );
  });
});
