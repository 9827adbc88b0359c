/** Anchors of the hub's tables, which the empty positions state links to. */
export const POOLED_SECTION_ID = 'pooled-stacking';
export const LIQUID_SECTION_ID = 'liquid-stacking';
