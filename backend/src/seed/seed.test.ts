import { BoxModel, PrizeModel } from '../boxes/model';
import { FreeBoxLevelModel } from '../free-boxes/model';
import { startTestServer } from '../../test/server';
import { CATALOG } from './catalog';

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
});
