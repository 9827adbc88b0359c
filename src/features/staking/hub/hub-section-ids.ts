/** The hub's liquid section: old `/stacking/liquid/…` links land on it
 * (common/app-redirects.mjs). */
export const LIQUID_SECTION_ID = 'liquid';

/** The bring-your-own form: the pool page and the FAQ point to it. */
export const OWN_MANAGER_SECTION_ID = 'own-manager';

/** The pools table: "stake again" links land on it. */
export const POOLS_SECTION_ID = 'pools';
