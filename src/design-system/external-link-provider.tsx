import { createContext, useContext, type ReactNode } from 'react';

/** Called with the URL of every external link the user opens (click, middle click). */
export type ExternalLinkOpenHandler = (url: string) => void;

const ExternalLinkContext = createContext<ExternalLinkOpenHandler | undefined>(undefined);

/**
 * Lets the app learn about opened links (e.g. for analytics) without the design system knowing
 * what it does with them. Its own file, without the link component, so the app shell can mount
 * it without putting links on the first page.
 */
export function ExternalLinkProvider({
  onOpen,
  children,
}: {
  onOpen: ExternalLinkOpenHandler;
  children: ReactNode;
}) {
  return <ExternalLinkContext.Provider value={onOpen}>{children}</ExternalLinkContext.Provider>;
}

export function useExternalLinkOpenHandler(): ExternalLinkOpenHandler | undefined {
  return useContext(ExternalLinkContext);
}
