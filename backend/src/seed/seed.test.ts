import { BoxModel, PrizeModel } from '../boxes/model';
import { FreeBoxLevelModel } from '../free-boxes/model';
import { startTestServer } from '../../test/server';
import mongoose from 'mongoose';
import { CATALOG, STARTER_BOXES } from './catalog';

describe('first-start seed', () => {
  it('seeds the catalog and free-box levels once, and never again after the catalog is emptied', async () => {
    const first = await startTestServer();
    try {
      expect(await BoxModel.countDocuments()).toBe(CATALOG.length);
      expect(await PrizeModel.countDocuments()).toBe(CATALOG.reduce((n, b) => n + b.prizes.length, 0));
      expect(await FreeBoxLevelModel.countDocuments()).toBe(6);
      await BoxModel.deleteMany({});
    } finally {
      await first.stop();
    }
    const second = await startTestServer({ fresh: false });
    try {
      expect(await BoxModel.countDocuments()).toBe(0);
      expect(await FreeBoxLevelModel.countDocuments()).toBe(6);
    } finally {
      await second.stop();
    }
  });

  it('adds the starter boxes to a database seeded before they existed, once, with their prizes', async () => {
    const slugs = STARTER_BOXES.map((b) => b.slug);
    const first = await startTestServer();
    try {
      // As a database seeded before the starter boxes: the catalog without them, and no mark of their step.
      const starters = await BoxModel.find({ slug: { $in: slugs } }, { _id: 1 }).lean();
      expect(starters).toHaveLength(STARTER_BOXES.length);
      await PrizeModel.deleteMany({ boxId: { $in: starters.map((b) => b._id) } });
      await BoxModel.deleteMany({ slug: { $in: slugs } });
      await mongoose.connection.collection<{ _id: string }>('seedmarks').deleteOne({ _id: 'starter-boxes' });
    } finally {
      await first.stop();
    }
    const second = await startTestServer({ fresh: false });
    try {
      expect(await BoxModel.countDocuments()).toBe(CATALOG.length);
      for (const seed of STARTER_BOXES) {
        const box = await BoxModel.findOne({ slug: seed.slug }).lean();
        expect(box).toMatchObject({ priceCoins: seed.priceCoins, status: 'published' });
        const prizes = await PrizeModel.find({ boxId: box!._id }).sort({ sortOrder: 1 }).lean();
        expect(prizes.map((p) => [p.name, p.oddsPpm])).toEqual(seed.prizes.map((p) => [p.name, p.oddsPpm]));
      }
      // An admin removes one: the next start does not bring it back.
      await BoxModel.deleteMany({ slug: slugs[0] });
    } finally {
      await second.stop();
    }
    const third = await startTestServer({ fresh: false });
    try {
      expect(await BoxModel.countDocuments({ slug: { $in: slugs } })).toBe(STARTER_BOXES.length - 1);
    } finally {
      await third.stop();
    }
  });
});
