import { describe, expect, it, vi } from 'vitest';
import { applyMockModeUrlParam, readMockModeFlag, writeMockModeFlag } from './mock-mode-flag';

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

describe('applyMockModeUrlParam', () => {
  it('turns mock mode on with ?mock=1 and removes only that parameter', () => {
    const history = fakeHistory();
    const result = applyMockModeUrlParam(
      { href: 'http://127.0.0.1/stacking?chain=testnet&mock=1#faq' },
      history,
    );
    expect(result).toEqual({ was: false, now: true });
    expect(readMockModeFlag()).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(
      { idx: 3 },
      '',
      '/stacking?chain=testnet#faq',
    );
  });

  it('turns mock mode off with ?mock=0', () => {
    writeMockModeFlag(true);
    const history = fakeHistory();
    expect(applyMockModeUrlParam({ href: 'http://127.0.0.1/?mock=0' }, history)).toEqual({
      was: true,
      now: false,
    });
    expect(readMockModeFlag()).toBe(false);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/');
  });

  it('ignores other values but still cleans the address', () => {
    writeMockModeFlag(true);
    const history = fakeHistory();
    expect(applyMockModeUrlParam({ href: 'http://127.0.0.1/stacking?mock=yes' }, history)).toEqual({
      was: true,
      now: true,
    });
    expect(readMockModeFlag()).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/stacking');
  });

  it('leaves the flag and the address alone without the parameter', () => {
    const history = fakeHistory();
    expect(applyMockModeUrlParam({ href: 'http://127.0.0.1/stacking' }, history)).toEqual({
      was: false,
      now: false,
    });
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
