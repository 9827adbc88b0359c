// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { readMockModeFlag, takeMockModeLinkRequest, writeMockModeFlag } from './mock-mode-flag';

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: vi.fn<History['replaceState']>() };
}

describe('the saved mock-mode flag', () => {
  it('is off when nothing is stored', () => {
    expect(readMockModeFlag()).toBe(false);
  });

  it('is stored as a JSON boolean under mockMode', () => {
    writeMockModeFlag(true);
    expect(localStorage.getItem('mockMode')).toBe('true');
    expect(readMockModeFlag()).toBe(true);
    writeMockModeFlag(false);
    expect(readMockModeFlag()).toBe(false);
  });

  it.each(['"true"', '1', 'not json', '{"on":true}'])('reads a corrupt value %s as off', (raw) => {
    localStorage.setItem('mockMode', raw);
    expect(readMockModeFlag()).toBe(false);
  });
});

describe('takeMockModeLinkRequest', () => {
  it('reads ?mock=1 as a request to turn on, removes only that parameter, stores nothing', () => {
    const history = fakeHistory();
    const request = takeMockModeLinkRequest(
      { href: 'http://127.0.0.1/staking?chain=testnet&mock=1#faq' },
      history,
    );
    expect(request).toBe('turn-on');
    expect(localStorage.getItem('mockMode')).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/staking?chain=testnet#faq');
  });

  it('reads ?mock=0 as a request to turn off, and leaves the stored flag alone', () => {
    writeMockModeFlag(true);
    const history = fakeHistory();
    expect(takeMockModeLinkRequest({ href: 'http://127.0.0.1/?mock=0' }, history)).toBe('turn-off');
    expect(readMockModeFlag()).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
  });

  it('ignores other values but still cleans the address', () => {
    const history = fakeHistory();
    expect(
      takeMockModeLinkRequest({ href: 'http://127.0.0.1/staking?mock=yes' }, history),
    ).toBeUndefined();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/staking');
  });

  it('leaves the address alone without the parameter', () => {
    const history = fakeHistory();
    expect(takeMockModeLinkRequest({ href: 'http://127.0.0.1/staking' }, history)).toBeUndefined();
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
