/** Reloads the page. A module of its own so tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
