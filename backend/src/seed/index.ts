import mongoose, { Schema, model } from 'mongoose';
import type { AppContext } from '../context';
import { BoxModel, PrizeModel } from '../boxes/model';
import { FreeBoxLevelModel } from '../free-boxes/model';
import { CATALOG } from './catalog';
import { catalogImageUrl } from './assets';
import { FREE_BOX_LEVEL_SEEDS } from './freeBoxLevels';
import type { SeedFreeBoxPrize } from './types';

/** Marks seed steps that already ran, so deleting every box later does not bring the seed back. */
const SeedMarkModel = model<{ _id: string; at: Date }>('SeedMark', new Schema({ _id: String, at: Date }, { versionKey: false }));

/**
 * First-start data: the catalog and the free-box levels, each in one transaction together with its mark,
 * so concurrent nodes seed exactly once and a crash mid-seed leaves nothing half-written.
 */
export async function seedDatabase(ctx: AppContext): Promise<void> {
  await seedOnce('catalog', async (session) => {
    for (const [order, seed] of CATALOG.entries()) {
      const createdAt = new Date(ctx.clock.now().getTime() - (CATALOG.length - order) * 60_000);
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
    ctx.logger.info({ boxes: CATALOG.length }, 'seeded the catalog');
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
