import { Types } from 'mongoose';
import { effectiveOdds, ErrorCode, type BoxCategory, type OddsPrize, type Rarity } from '@nova/protocol';
import { AppError } from '../core/errors';
import type { Transaction } from '../core/transaction';
import { BoxModel, PrizeModel } from './model';

/** A prize as the opening service needs it, in published order. */
export interface CatalogPrize extends OddsPrize {
  _id: Types.ObjectId;
  description: string;
  valueCents: number;
  currency: string;
  rarity: Rarity;
  imageUrl: string;
  iconClass: string;
}

/** A published box with its prizes and both odds tables precomputed, as of `oddsVersion`. */
export interface CatalogBox {
  id: string;
  _id: Types.ObjectId;
  name: string;
  category: BoxCategory;
  imageUrl: string;
  priceCoins: number;
  /** The box's odds version these prizes and this price belong to. */
  oddsVersion: number;
  prizes: CatalogPrize[];
  /** `effectiveOdds(prizes, eligible)` for both answers. */
  odds: { eligible: CatalogPrize[]; notEligible: CatalogPrize[] };
}

/**
 * How long a cached box is trusted before it is read again. Correctness does not depend on it: every opening checks,
 * inside its transaction, that the box is still published at the cached `oddsVersion` (see the opening service), and
 * edits on this node invalidate at once (`catalog.changed`). The TTL only bounds how long a stale entry on another
 * node costs that check a retry.
 */
export const CATALOG_TTL_MS = 5_000;

/**
 * An in-process cache of published boxes for the hot opening path, so an opening does not re-read the box and its
 * prizes from the database. Reads for display go to the database.
 */
export class CatalogCache {
  private readonly entries = new Map<string, { box: CatalogBox | null; loadedAt: number }>();
  /** Loads under way, with the generation each started at: only one started since the last invalidation is joined. */
  private readonly loading = new Map<string, { generation: number; load: Promise<CatalogBox | null> }>();
  private generation = 0;

  constructor(private readonly ttlMs = CATALOG_TTL_MS) {}

  /** The published box with this id, or null when it does not exist or is not published. */
  async get(id: string): Promise<CatalogBox | null> {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.loadedAt < this.ttlMs) return hit.box;
    const generation = this.generation;
    // A load that started before the last invalidation may read the box as it was before the edit that caused it:
    // an opening that found its table stale would get that stale table again and waste an attempt on it.
    const pending = this.loading.get(id);
    if (pending?.generation === generation) return pending.load;
    const load = loadBox(id).finally(() => {
      if (this.loading.get(id)?.load === load) this.loading.delete(id);
    });
    this.loading.set(id, { generation, load });
    const box = await load;
    if (generation === this.generation) this.entries.set(id, { box, loadedAt: Date.now() });
    return box;
  }

  /** Forgets one box and reads it again (the opening found the cached table stale). */
  async reload(id: string): Promise<CatalogBox | null> {
    this.invalidate(id);
    return this.get(id);
  }

  /** Forgets one box (or all): the next opening reloads it. */
  invalidate(id?: string): void {
    this.generation += 1;
    if (id) this.entries.delete(id);
    else this.entries.clear();
  }
}

/** Reads the box and its prizes; a write in between (the version moved) is read again, so the table is one version's. */
async function loadBox(id: string): Promise<CatalogBox | null> {
  if (!Types.ObjectId.isValid(id)) return null;
  for (;;) {
    const box = await BoxModel.findOne({ _id: id, status: 'published' }).lean();
    if (!box) return null;
    const prizes = await PrizeModel.find({ boxId: box._id, archived: { $ne: true } })
      .sort({ sortOrder: 1 })
      .lean();
    const again = await BoxModel.findOne({ _id: box._id }, { oddsVersion: 1, status: 1 }).lean();
    if (again?.oddsVersion !== box.oddsVersion || again.status !== 'published') continue;
    const list: CatalogPrize[] = prizes.map((p) => ({
      _id: p._id,
      prizeId: p._id.toHexString(),
      name: p.name,
      description: p.description,
      rarity: p.rarity,
      oddsPpm: p.oddsPpm,
      valueCents: p.valueCents,
      currency: p.currency,
      valueInUSDCents: p.valueInUSDCents,
      imageUrl: p.imageUrl,
      iconClass: p.iconClass,
    }));
    return {
      id: box._id.toHexString(),
      _id: box._id,
      name: box.name,
      category: box.category,
      imageUrl: box.imageUrl,
      priceCoins: box.priceCoins,
      oddsVersion: box.oddsVersion,
      prizes: list,
      odds: { eligible: effectiveOdds(list, true), notEligible: effectiveOdds(list, false) },
    };
  }
}

/** The process-wide catalog cache. */
export const catalogCache = new CatalogCache();

/** 409: the player saw other odds (or another price) than the box has now. */
export function oddsChanged(oddsVersion: number): AppError {
  return new AppError(ErrorCode.ODDS_CHANGED, 'The odds of this box changed since you saw them. Check the new odds and open it again.', {
    oddsVersion: String(oddsVersion),
  });
}

/**
 * States, inside an opening's transaction, that `box` is still published at the odds version drawn from (checked in
 * the transaction's one round trip of writes). Otherwise it aborts with 409 ODDS_CHANGED: the cache was behind an
 * edit, possibly made on another node.
 */
export function requireCurrentTable(tx: Transaction, box: CatalogBox): void {
  tx.require(BoxModel.collection, { _id: box._id, status: 'published', oddsVersion: box.oddsVersion }, () => oddsChanged(box.oddsVersion));
}
