import { cardWallet, coins, pocketWallet, stickWallet } from '../motifs/crypto';
import type { Draw } from './types';

export const CRYPTO_ART: Record<string, Draw> = {
  'btc-1.svg': (a) => coins(a, { symbol: 'btc', radius: 140, stack: 0 }),
  'btc-0-1.svg': (a) => coins(a, { symbol: 'btc', radius: 110, stack: 5 }),
  'btc-0-02.svg': (a) => coins(a, { symbol: 'btc', radius: 100, stack: 3 }),
  'btc-0-003.svg': (a) => coins(a, { symbol: 'btc', radius: 96, stack: 1 }),
  'btc-0-001.svg': (a) => coins(a, { symbol: 'btc', radius: 100, stack: 0 }),
  'btc-0-0005.svg': (a) => coins(a, { symbol: 'btc', radius: 80, stack: 0 }),
  'ledger-stax.svg': (a) => cardWallet(a),
  'trezor-safe-5.svg': (a) => pocketWallet(a, { touch: true }),
  'eth-1.svg': (a) => coins(a, { symbol: 'eth', radius: 140, stack: 0 }),
  'sol-5.svg': (a) => coins(a, { symbol: 'sol', radius: 100, stack: 4 }),
  'ledger-nano-x.svg': (a) => stickWallet(a),
  'trezor-safe-3.svg': (a) => pocketWallet(a, { touch: false }),
  'usdc-10.svg': (a) => coins(a, { symbol: 'usdc', radius: 96, stack: 2 }),
  'usdc-5.svg': (a) => coins(a, { symbol: 'usdc', radius: 90, stack: 0 }),
};
