// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openExternalLink, toSafeExternalUrl } from './external-link';

describe('toSafeExternalUrl', () => {
  it.each(['https://leather.io/posts/x', 'http://example.com', 'HTTPS://EXAMPLE.COM/a?b=c#d'])(
    'accepts %s',
    (url) => {
      expect(toSafeExternalUrl(url)).toBeDefined();
    },
  );
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example.com',
    '/relative/path',
    'leather.io',
    '',
    'https://',
  ])('refuses %j', (url) => {
    expect(toSafeExternalUrl(url)).toBeUndefined();
  });
});

describe('openExternalLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens http(s) URLs in a new tab without opener or referrer', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openExternalLink('https://example.com/a')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
  });

  it('does not open anything else', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    expect(openExternalLink('javascript:alert(1)')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
