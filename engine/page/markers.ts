/**
 * Where the server writes per-request parts into the built page (app/index.html): the tenant's
 * head, the CSP nonce, and the boot data. The build places the page's early script right after
 * the boot data, so that the data is there when the script runs during parsing.
 */
export const PAGE_MARKERS = { head: '<!--tenant-head-->', nonce: '<!--csp-nonce-->', boot: '<!--tenant-boot-->' } as const;
