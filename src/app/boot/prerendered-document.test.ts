// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { NOT_FOUND_DOCUMENT_MARK, prerenderedMatchesRoute } from './prerendered-document';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [{ path: 'staking/pool/:slug' }, { path: 'tools' }, { path: '*' }],
  },
];

function root(html: string, mark?: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  if (mark) element.dataset['prerendered'] = mark;
  return element;
}

describe('prerenderedMatchesRoute', () => {
  it('hydrates a prerendered page', () => {
    expect(prerenderedMatchesRoute(root('<h1>Tools</h1>'), routes, { pathname: '/tools' })).toBe(
      true,
    );
  });

  it('renders afresh into an empty shell', () => {
    expect(prerenderedMatchesRoute(root(''), routes, { pathname: '/tools' })).toBe(false);
  });

  it('hydrates the not-found page where the router shows it too', () => {
    const notFound = root('<h1>Page not found</h1>', NOT_FOUND_DOCUMENT_MARK);
    expect(prerenderedMatchesRoute(notFound, routes, { pathname: '/no/such/page' })).toBe(true);
  });

  it('renders over the not-found page where the router shows a page of its own', () => {
    const notFound = root('<h1>Page not found</h1>', NOT_FOUND_DOCUMENT_MARK);
    expect(prerenderedMatchesRoute(notFound, routes, { pathname: '/staking/pool/nope' })).toBe(
      false,
    );
  });
});
