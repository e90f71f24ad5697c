/**
 * How the chat's sidebar lists people (docs/product.md#chat). A small church, up to
 * SMALL_CHURCH_MEMBERS members counted by the server (X-Total-Count, you included), keeps the
 * original list of every other member. Beyond it a list of everyone would be thousands of rows
 * nobody scrolls, so the sidebar shows your conversations, who is online now (from the socket)
 * and a search over all members.
 */
export const SMALL_CHURCH_MEMBERS = 100;

export const isSmallChurch = (total: number) => total <= SMALL_CHURCH_MEMBERS;

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;
