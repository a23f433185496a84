import mongoose, { Schema, model } from 'mongoose';
import type { AppContext } from '../context';
import { BoxModel, PrizeModel } from '../boxes/model';
import { FreeBoxLevelModel } from '../free-boxes/model';
import { CATALOG, STARTER_BOXES } from './catalog';
import { catalogImageUrl } from './assets';
import { FREE_BOX_LEVEL_SEEDS } from './freeBoxLevels';
import type { SeedBox, SeedFreeBoxPrize } from './types';

/** Marks seed steps that already ran, so deleting every box later does not bring the seed back. */
const SeedMarkModel = model<{ _id: string; at: Date }>('SeedMark', new Schema({ _id: String, at: Date }, { versionKey: false }));

/**
 * First-start data: the catalog and the free-box levels, each in one transaction together with its mark,
 * so concurrent nodes seed exactly once and a crash mid-seed leaves nothing half-written. Later steps (each with
 * its own mark) bring what was added to the seed since into databases seeded before.
 */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  await seedOnce('catalog', async (session) => {
    for (const [order, seed] of CATALOG.entries()) {
      await insertBox(seed, new Date(ctx.clock.now().getTime() - (CATALOG.length - order) * 60_000), session);
    }
    ctx.logger.info({ boxes: CATALOG.length }, 'seeded the catalog');
  });
  // Databases seeded before the starter boxes existed get the ones they lack, once (on a first start the catalog
  // step has just added them all). A starter box an admin later archives or deletes does not come back.
  await seedOnce('starter-boxes', async (session) => {
    const present = new Set(
      (await BoxModel.find({ slug: { $in: STARTER_BOXES.map((b) => b.slug) } }, { slug: 1 }, { session }).lean()).map((b) => b.slug),
    );
    const missing = STARTER_BOXES.filter((seed) => !present.has(seed.slug));
    for (const seed of missing) await insertBox(seed, ctx.clock.now(), session);
    if (missing.length > 0) ctx.logger.info({ boxes: missing.map((b) => b.slug) }, 'added the starter boxes');
  });
  await seedOnce('free-box-levels', async (session) => {
    await FreeBoxLevelModel.insertMany(
      FREE_BOX_LEVEL_SEEDS.map(({ image, prizes, ...level }) => ({
        ...level,
        imageUrl: catalogImageUrl('levels', image),
        prizes: prizes.map(levelPrize),
      })),
      { session },
    );
  });
  // Databases seeded before levels had prize tables get them once; a table already there is never replaced.
  await seedOnce('free-box-prizes', async (session) => {
    for (const seed of FREE_BOX_LEVEL_SEEDS) {
      await FreeBoxLevelModel.updateOne(
        { level: seed.level, 'prizes.0': { $exists: false } },
        { $set: { prizes: seed.prizes.map(levelPrize) } },
        { session },
      );
    }
  });
}

/** Inserts one seeded box, published at `createdAt`, with its prizes in their published order. */
async function insertBox(seed: SeedBox, createdAt: Date, session: mongoose.ClientSession): Promise<void> {
  const [box] = await BoxModel.create(
    [
      {
        slug: seed.slug,
        name: seed.name,
        description: seed.description,
        imageUrl: catalogImageUrl('boxes', seed.image),
        priceCoins: seed.priceCoins,
        category: seed.category,
        isFeatured: seed.isFeatured,
        status: 'published',
        publishedAt: createdAt,
        createdAt,
      },
    ],
    { session },
  );
  await PrizeModel.insertMany(
    seed.prizes.map((p, sortOrder) => ({
      boxId: box!._id,
      name: p.name,
      description: p.description,
      valueCents: p.valueUsdCents,
      currency: 'USD',
      valueInUSDCents: p.valueUsdCents,
      oddsPpm: p.oddsPpm,
      rarity: p.rarity,
      imageUrl: catalogImageUrl('prizes', p.image),
      iconClass: p.iconClass,
      sortOrder,
    })),
    { session },
  );
}

function levelPrize({ image, valueUsdCents, ...prize }: SeedFreeBoxPrize) {
  return { ...prize, valueInUSDCents: valueUsdCents, imageUrl: catalogImageUrl('prizes', image) };
}

async function seedOnce(step: string, run: (session: mongoose.ClientSession) => Promise<void>): Promise<void> {
  if (await SeedMarkModel.exists({ _id: step })) return;
  try {
    await mongoose.connection.transaction(async (session) => {
      await SeedMarkModel.create([{ _id: step, at: new Date() }], { session });
      await run(session);
    });
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return;
    throw err;
  }
}
