/** Full-page navigation (e.g. to the Google sign-in redirect). A module of its own so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
