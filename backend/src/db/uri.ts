/** A connection string safe to log: credentials replaced with `***`. */
export function redactUri(uri: string): string {
  return uri.replace(/^([a-z0-9+.-]+:\/\/)[^@/?#]*@/i, '$1***@');
}
