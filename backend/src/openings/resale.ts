/** Coins for reselling a prize: `rate` x its USD value (1 coin = 1 US cent), rounded down, in integer math. */
export function resaleCoins(valueInUSDCents: number, rate: number): number {
  const basisPoints = Math.round(rate * 10_000);
  return Math.floor((valueInUSDCents * basisPoints) / 10_000);
}
