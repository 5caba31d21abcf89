/** The Open Graph size every share image of the site has. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
