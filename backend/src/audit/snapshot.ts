/** Field names an audit snapshot must never carry (password hashes, seeds, tokens, secrets). */
const SECRET_FIELD = /password|hash|seed|token|secret/i;

/** Throws (a programming error, never user input) when a snapshot names a secret field at any depth. */
export function assertNoSecrets(snapshot: unknown, path = ''): void {
  if (snapshot === null || typeof snapshot !== 'object') return;
  for (const [key, value] of Object.entries(snapshot)) {
    const at = path ? `${path}.${key}` : key;
    if (!Array.isArray(snapshot) && SECRET_FIELD.test(key)) throw new Error(`audit snapshots must not carry secrets (${at})`);
    assertNoSecrets(value, at);
  }
}
