import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/** Who signs in at the fake provider's authorization endpoint. */
export interface FakeIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

interface PendingCode {
  identity: FakeIdentity;
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  codeChallenge: string | null;
}

export interface FakeOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The identity the next authorization returns (the "user" at the provider). */
  signInAs(identity: FakeIdentity): void;
  /** The last authorization request's query, for assertions (state, nonce, PKCE). */
  lastAuthorization(): URLSearchParams | null;
  /** Token requests received (form bodies). */
  tokenRequests: URLSearchParams[];
  /** Make ID tokens carry this nonce instead of the one requested (mix-up tests); null restores normal behaviour. */
  overrideNonce(nonce: string | null): void;
  close(): Promise<void>;
}

/**
 * A minimal OpenID Connect provider on 127.0.0.1 for tests: discovery, an authorization endpoint that
 * immediately redirects back with a code (no login screen), a token endpoint that checks the client secret and
 * the PKCE verifier and returns an RS256 ID token signed with a jose-generated key, and the JWKS.
 */
export async function startFakeOidcProvider(): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };
  const clientId = 'nova-test-client';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, PendingCode>();
  let identity: FakeIdentity = { sub: 'google-sub-1', email: 'someone@gmail.test', email_verified: true, name: 'Some One' };
  let lastAuthorization: URLSearchParams | null = null;
  let nonceOverride: string | null = null;
  const tokenRequests: URLSearchParams[] = [];

  let issuer = '';
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { error: 'server_error', error_description: String(err) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'email', 'profile'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      lastAuthorization = url.searchParams;
      const redirectUri = url.searchParams.get('redirect_uri');
      if (!redirectUri || url.searchParams.get('client_id') !== clientId) return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        identity,
        clientId,
        redirectUri,
        nonce: url.searchParams.get('nonce'),
        codeChallenge: url.searchParams.get('code_challenge'),
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      res.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const body = new URLSearchParams(await readBody(req));
      tokenRequests.push(body);
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [];
      const id = body.get('client_id') ?? basicId;
      const secret = body.get('client_secret') ?? basicSecret;
      if (id !== clientId || secret !== clientSecret) return json(res, 401, { error: 'invalid_client' });
      const pending = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      if (!pending || pending.redirectUri !== body.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending.codeChallenge || challenge !== pending.codeChallenge)
        return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE check failed' });
      const nonce = nonceOverride ?? pending.nonce;
      const idToken = await signIdToken(privateKey, issuer, clientId, pending.identity, nonce);
      return json(res, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 3600,
        id_token: idToken,
        scope: 'openid email profile',
      });
    }
    json(res, 404, { error: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      identity = next;
    },
    lastAuthorization: () => lastAuthorization,
    tokenRequests,
    overrideNonce: (nonce) => {
      nonceOverride = nonce;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function signIdToken(
  key: CryptoKey,
  issuer: string,
  audience: string,
  identity: FakeIdentity,
  nonce: string | null,
): Promise<string> {
  const jwt = new SignJWT({
    email: identity.email,
    email_verified: identity.email_verified,
    ...(identity.name ? { name: identity.name } : {}),
    ...(nonce ? { nonce } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'fake-key-1' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(identity.sub)
    .setIssuedAt()
    .setExpirationTime('5m');
  return jwt.sign(key);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
