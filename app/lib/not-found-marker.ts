/**
 * Marks the prerendered 404 page's markup, so the client entry can recognise
 * it before React runs without loading the page's code (entry.client.tsx).
 */
export const notFoundPage = "not-found";
