import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import type { StaffEventDto, StaffEventKind } from '@nova/protocol';

/** One line of the operations feed in words: the line, and a smaller detail under it. */
export interface Described {
  text: string;
  detail: string | null;
}

/** What a describer writes with: the `staff` texts, the admin console's (audited actions), the display formatters. */
export interface LineWords {
  t: TFunction<'staff'>;
  ta: TFunction<'admin'>;
  money: (usd: number | string) => string;
  coins: (n: number) => string;
}

/** A staff feed line of kind `K`. */
export type StaffLineOf<K extends StaffEventKind> = Extract<StaffEventDto, { kind: K }>;

/**
 * How the operations feed shows lines of one kind: its icon, its colours and its words (text keys in the `staff`
 * namespace, `events.*`). Each domain declares its kinds beside its feature folder (`features/<domain>/staffLine.ts`),
 * as the server declares the lines next to the domain's events; `describe.ts` only looks them up.
 */
export interface StaffLineView<K extends StaffEventKind> {
  icon: LucideIcon;
  tone: string;
  describe(line: StaffLineOf<K>, words: LineWords): Described;
}

/** Every kind's view. */
export type StaffLineViews = { [K in StaffEventKind]: StaffLineView<K> };
