/** The six steps of the /demo walkthrough, in order. */
export const DEMO_STEPS = ['coins', 'pick', 'open', 'win', 'verify', 'climb'] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

/** How long each step stays up before the next one (2, 3, 2, 4, 3 and 2 seconds). */
export const DEMO_STEP_MS: readonly number[] = [2000, 3000, 2000, 4000, 3000, 2000];

/** Seeded catalog pictures the walkthrough shows (served from backend/assets/catalog). */
export const catalogImage = (kind: 'boxes' | 'prizes', file: string): string => `/media/catalog/${kind}/${file}`;

/**
 * The 'Pick a box' step shows a real catalog box, Gadget Grab (500 coins), with three of its prizes and their
 * published odds (backend/src/seed/catalog/tech.ts), in parts per million.
 */
export const SAMPLE_BOX = {
  name: 'Gadget Grab',
  image: 'gadget-grab.svg',
  priceCoins: 500,
  prizes: [
    { name: 'iPhone 16', image: 'iphone-16.svg', oddsPpm: 32 },
    { name: 'AirPods 4 with ANC', image: 'airpods-4.svg', oddsPpm: 410 },
    { name: 'JBL Flip 6', image: 'jbl-flip-6.svg', oddsPpm: 710 },
  ],
} as const;
