import { deliveryScopeFor, videosFor } from './page-extras.js';

describe('product page extras', () => {
  it('gives electrical products one video and furniture an assembly video too, with stable 11-character ids', () => {
    const fridge = videosFor({ productId: '10762', name: 'Kühlschrank', kind: 'appliance' });
    expect(fridge).toHaveLength(1);
    expect(fridge[0]!.videoId).toMatch(/^[\w-]{11}$/);
    expect(videosFor({ productId: '10762', name: 'Kühlschrank', kind: 'appliance' })).toEqual(fridge);
    expect(videosFor({ productId: '10801', name: 'Tisch', kind: 'table' }).map((v) => v.title)).toEqual(['Tisch im Überblick', 'Aufbau: Tisch']);
    expect(videosFor({ productId: '10401', name: 'Ordner', kind: 'binder' })).toEqual([]);
  });

  it('lists the parcel: the product, the manual of electrical goods and the energy label', () => {
    expect(deliveryScopeFor({ name: 'Kühlschrank', kind: 'appliance', energyClass: 'D' })).toEqual([
      '1 × Kühlschrank',
      'Bedienungsanleitung (deutsch)',
      'EU-Energielabel und Produktdatenblatt',
    ]);
  });
});
