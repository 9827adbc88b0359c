import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ExternalLink } from '@/design-system/external-link';
import { Link } from '@/design-system/link';
import { TOOL_SLUGS, TOOLS, type ToolSlug } from '@/config/tools';
import { routes } from '@/lib/routes';
import { WALLET_METHOD_NAMES } from '#common/wallet-method-names.mjs';
import { useWalletMethodList } from '@/wallet/use-wallet-method-support';
import { walletSupportedMethodsQueryOptions } from '@/wallet/wallet-self-description-queries';
import { WalletToolSection } from './wallet-tool-section';
import styles from './wallet-tool.module.css';

/** The tool that uses `method`, other than this page (which shows the wallet's own methods). */
function toolFor(method: string): ToolSlug | undefined {
  return TOOL_SLUGS.find((slug) => slug !== 'wallet' && TOOLS[slug].walletMethods.includes(method));
}

const SUPPORT_WORDS = {
  supported: 'Supported',
  unsupported: 'Not supported',
  unknown: 'Unknown',
} as const;

/** Every method of the spec, and whether the connected wallet says it supports it. */
export function WalletMethodsSection({ connection }: { connection: string }) {
  const { methods, unanswered } = useWalletMethodList();
  // Read only if the hook asked it (getInfo had no list): never asked here on its own.
  const listed = useQuery({
    ...walletSupportedMethodsQueryOptions(connection),
    enabled: false,
  });
  const documentation = listed.data?.documentation;
  const supportOf = (method: string) => {
    if (methods === undefined) return 'unknown';
    return methods.includes(method) ? 'supported' : 'unsupported';
  };
  return (
    <WalletToolSection id="wallet-methods" title="Methods">
      <p className={styles.note}>
        {methods === undefined
          ? unanswered
            ? 'Your wallet did not list its methods (it answered neither getInfo nor supportedMethods), so each tool tries its method and says so if the wallet refuses.'
            : 'Asking your wallet which methods it supports…'
          : `Your wallet lists ${methods.length} methods.`}
        {documentation ? (
          <>
            {' '}
            Its documentation:{' '}
            {URL.canParse(documentation) ? (
              <ExternalLink href={documentation}>{documentation}</ExternalLink>
            ) : (
              documentation
            )}
          </>
        ) : null}
      </p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>The wallet methods of the spec</caption>
          <thead>
            <tr>
              <th scope="col">Method</th>
              <th scope="col">Your wallet</th>
              <th scope="col">Tool</th>
            </tr>
          </thead>
          <tbody>
            {WALLET_METHOD_NAMES.map((method) => {
              const support = supportOf(method);
              const tool = toolFor(method);
              return (
                <tr key={method} data-support={support}>
                  <th scope="row" className={styles.method}>
                    {method}
                  </th>
                  <td>{SUPPORT_WORDS[support]}</td>
                  <td>
                    {tool ? (
                      <Link asChild size="sm">
                        <RouterLink to={routes.tool(tool)}>{TOOLS[tool].name}</RouterLink>
                      </Link>
                    ) : (
                      'This page'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </WalletToolSection>
  );
}
