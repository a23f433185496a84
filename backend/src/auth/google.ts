import * as oidc from 'openid-client';
import { Schema, model, type Types } from 'mongoose';
import { ErrorCode, emailSchema } from '@nova/protocol';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';

/**
 * Google sign-in with OpenID Connect (openid-client): authorization code flow with state, nonce and PKCE
 * (S256). The state, verifier and nonce wait in a TTL collection keyed by state, so the callback may land on
 * any node; a cookie binds the state to the browser that started the flow.
 */
interface OAuthState {
  _id: string;
  codeVerifier: string;
  nonce: string;
  /** SHA-256 of the starting browser's sign-in binding (the link token is bound to it). */
  bindingHash: string | null;
  /** Set when a signed-in user connects Google from the account page: the identity is linked to this user. */
  linkUserId: Types.ObjectId | null;
  /** The referral code the visitor came with (`?ref=`), for a new account. */
  referralCode: string | null;
  expiresAt: Date;
}

const OAuthStateModel = model<OAuthState>(
  'OAuthState',
  new Schema<OAuthState>(
    {
      _id: { type: String, required: true },
      codeVerifier: { type: String, required: true },
      nonce: { type: String, required: true },
      bindingHash: { type: String, default: null },
      linkUserId: { type: Schema.Types.ObjectId, default: null },
      referralCode: { type: String, default: null },
      expiresAt: { type: Date, required: true, expires: 0 },
    },
    { versionKey: false },
  ),
);

/** How long a started sign-in may take to come back. */
const STATE_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_STATE_COOKIE = 'nova_google_state';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
const SCOPE = 'openid email profile';

/** The verified identity from the ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string | null;
}

export const googleError = (
  code:
    | typeof ErrorCode.GOOGLE_FAILED
    | typeof ErrorCode.GOOGLE_UNAVAILABLE
    | typeof ErrorCode.GOOGLE_STATE_INVALID
    | typeof ErrorCode.GOOGLE_EMAIL_UNVERIFIED,
  message: string,
) => new AppError(code, message);

/** Plain http is allowed only for an issuer on this machine (a local test provider), never otherwise. */
export function isLocalHttpIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** Both the client id and secret are set. */
  get configured(): boolean {
    return Boolean(this.ctx.config.GOOGLE_CLIENT_ID && this.ctx.config.GOOGLE_CLIENT_SECRET);
  }

  get redirectUri(): string {
    return `${this.ctx.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  }

  /** Whether the state cookie needs `Secure` (the shop is served over https). */
  get secureCookies(): boolean {
    return this.ctx.publicUrl.startsWith('https:');
  }

  /**
   * Starts a sign-in (or, with `linkUserId`, the connection of a Google account to that user): stores state,
   * verifier, nonce and the browser binding, and returns the provider's authorization URL.
   */
  async begin(flow: {
    bindingHash: string | null;
    linkUserId: Types.ObjectId | null;
    referralCode?: string | null;
  }): Promise<{ url: URL; state: string }> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    await OAuthStateModel.create({
      _id: state,
      codeVerifier,
      nonce,
      bindingHash: flow.bindingHash,
      linkUserId: flow.linkUserId,
      referralCode: flow.referralCode ?? null,
      expiresAt: new Date(this.ctx.clock.now().getTime() + STATE_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    return { url, state };
  }

  /**
   * Finishes a sign-in from the callback's query: the state must be one we issued (used once, not expired)
   * and match the browser's cookie; then the code is exchanged (with the PKCE verifier) and the ID token
   * verified (signature, issuer, audience, expiry, nonce). The email must be verified by the provider.
   */
  async complete(
    query: URLSearchParams,
    cookieState: string | null,
  ): Promise<{ identity: GoogleIdentity; bindingHash: string | null; linkUserId: Types.ObjectId | null; referralCode: string | null }> {
    const state = query.get('state');
    if (!state || state.length > 200) throw googleError(ErrorCode.GOOGLE_STATE_INVALID, 'The sign-in state is missing.');
    const saved = await OAuthStateModel.findOneAndDelete({ _id: state, expiresAt: { $gt: this.ctx.clock.now() } }).lean();
    if (!saved || cookieState !== state) throw googleError(ErrorCode.GOOGLE_STATE_INVALID, 'The sign-in expired or was started elsewhere.');
    if (query.has('error')) throw googleError(ErrorCode.GOOGLE_FAILED, `Google sign-in was not completed (${query.get('error')}).`);

    const configuration = await this.discover();
    const currentUrl = new URL(this.redirectUri);
    for (const [key, value] of query) currentUrl.searchParams.append(key, value);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      this.ctx.logger.warn({ err }, 'Google code exchange or ID token check failed');
      throw googleError(ErrorCode.GOOGLE_FAILED, 'Google sign-in failed.');
    }
    if (!claims) throw googleError(ErrorCode.GOOGLE_FAILED, 'Google sent no ID token.');
    const verified = claims.email_verified === true || claims.email_verified === 'true';
    const email = emailSchema.safeParse(claims.email);
    if (!verified || !email.success)
      throw googleError(ErrorCode.GOOGLE_EMAIL_UNVERIFIED, 'The Google account has no verified email address.');
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
    return {
      identity: { subject: claims.sub, email: email.data, name },
      bindingHash: saved.bindingHash ?? null,
      linkUserId: saved.linkUserId ?? null,
      referralCode: saved.referralCode ?? null,
    };
  }

  /** Provider metadata by discovery, fetched once (again after a failure). */
  private discover(): Promise<oidc.Configuration> {
    const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL } = this.ctx.config;
    if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) {
      return Promise.reject(googleError(ErrorCode.GOOGLE_UNAVAILABLE, 'Google sign-in is not configured.'));
    }
    if (!this.configuration) {
      const issuer = new URL(GOOGLE_ISSUER_URL);
      const options = isLocalHttpIssuer(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 };
      this.configuration = oidc.discovery(issuer, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, undefined, options).catch((err: unknown) => {
        this.configuration = null;
        this.ctx.logger.warn({ err, issuer: GOOGLE_ISSUER_URL }, 'Google OpenID discovery failed');
        throw googleError(ErrorCode.GOOGLE_UNAVAILABLE, 'Google sign-in is unavailable right now.');
      });
    }
    return this.configuration;
  }
}
