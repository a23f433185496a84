import type { Types } from 'mongoose';
import type { SessionDto } from '@nova/protocol';
import { BINDING_COOKIE, digest, issueLinkToken, randomToken } from '../src/auth/linkTokens';
import type { AppContext } from '../src/context';
import type { TestServer } from './server';

/** The cookies a browser would hold: name -> value, from Set-Cookie headers (a Max-Age=0 cookie is removed). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string[] | string | undefined): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface GoogleFlowOptions {
  /** Start the flow from this URL instead of GET /api/auth/google (e.g. a "Connect Google" start URL). */
  startUrl?: string;
  jar?: CookieJar;
  /** Change the Cookie header sent to the callback. */
  cookie?: (cookie: string) => string;
  /** Change the state sent to the callback. */
  state?: (state: string) => string;
}

/**
 * The browser's part of a Google sign-in: start -> fake provider -> callback, keeping cookies like a browser.
 * Returns where the app sends the browser, and the jar (holding the sign-in binding cookie).
 */
async function begin(server: TestServer, options: GoogleFlowOptions = {}): Promise<{ location: URL; jar: CookieJar }> {
  const jar = options.jar ?? new CookieJar();
  const start = await server
    .request()
    .get(options.startUrl ?? '/api/auth/google')
    .set('Cookie', jar.header())
    .expect(302);
  jar.take(start.headers['set-cookie']);
  const atProvider = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
  if (atProvider.status !== 302) throw new Error(`provider answered ${atProvider.status}`);
  const callback = new URL(atProvider.headers.get('location') as string);
  if (options.state) callback.searchParams.set('state', options.state(callback.searchParams.get('state') ?? ''));
  const back = await server
    .request()
    .get(`${callback.pathname}${callback.search}`)
    .set('Cookie', options.cookie ? options.cookie(jar.header()) : jar.header())
    .expect(302);
  jar.take(back.headers['set-cookie']);
  return { location: new URL(back.headers.location as string, server.url), jar };
}

/** Exchanges the link token of a finished sign-in from the same browser (its cookies). */
async function exchange(server: TestServer, location: URL, jar: CookieJar): Promise<SessionDto> {
  const token = location.searchParams.get('token');
  if (!token) throw new Error(`no token in ${location.href}`);
  const res = await server.request().post('/api/verify-token').set('Authorization', `Bearer ${token}`).set('Cookie', jar.header());
  if (res.status !== 200) throw new Error(`verify-token answered ${res.status} ${JSON.stringify(res.body)}`);
  jar.take(res.headers['set-cookie']);
  return res.body as SessionDto;
}

/** A whole Google sign-in in one browser, ending signed in. */
export async function googleSignIn(server: TestServer, options: GoogleFlowOptions = {}): Promise<SessionDto> {
  const { location, jar } = await begin(server, options);
  return exchange(server, location, jar);
}
googleSignIn.begin = begin;
googleSignIn.exchange = exchange;

/** A sign-in link token for a user bound to a made-up browser; send `cookie` with the exchange. */
export async function boundLinkToken(ctx: AppContext, userId: Types.ObjectId): Promise<{ token: string; cookie: string }> {
  const binding = randomToken();
  const token = await issueLinkToken(ctx, userId, { purpose: 'sign-in', bindingHash: digest(binding) });
  return { token, cookie: `${BINDING_COOKIE}=${binding}` };
}
