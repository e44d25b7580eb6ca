import { DEV_ACCOUNTS } from '../customers/seed-customers.js';
import type { WishlistEntryRecord, WishlistRecord } from './wishlist-types.js';

/** Seeded lists plus each customer's default list. */
export interface WishlistSeed {
  lists: WishlistRecord[];
  defaults: Record<string, string>;
}

/** Ids other seed data and tests refer to. */
export const SEED_WISHLISTS = {
  annaMerkzettel: 'wl-c1000-merkzettel',
  annaKlasse3b: 'wl-c1000-klasse-3b',
  schuleSchuljahr: 'wl-c2000-schuljahr-2026-27',
  // The CMS teasers of the content area (page inspiration) name these ids.
  teaserSchulstart: 'TW-SCHULSTART',
  teaserKitaBasteln: 'TW-KITA',
} as const;

const ANNA = DEV_ACCOUNTS.consumer.customerId;
const SCHULE = DEV_ACCOUNTS.b2b.customerId;
const TEAM = DEV_ACCOUNTS.internal.customerId;

/** [productId, itemId or null, quantity]; entry ids are the list id plus a running number. */
type EntryRow = [productId: string, itemId: string | null, quantity: number];

function entries(listId: string, rows: EntryRow[]): WishlistEntryRecord[] {
  return rows.map(([productId, itemId, quantity], i) => ({ externalId: `${listId}-e${i + 1}`, productId, itemId, quantity }));
}

function list(externalId: string, fields: Partial<WishlistRecord> & Pick<WishlistRecord, 'name' | 'createdAt'>, rows: EntryRow[]): WishlistRecord {
  return {
    externalId,
    kind: 'account',
    visitorUserId: null,
    description: null,
    isStandardList: false,
    members: [],
    comments: [],
    ...fields,
    entries: entries(externalId, rows),
  };
}

/** Fixed data, no clock: the same lists on every start and in every test. */
export function seedWishlists(): WishlistSeed {
  const { annaMerkzettel, annaKlasse3b, schuleSchuljahr, teaserSchulstart, teaserKitaBasteln } = SEED_WISHLISTS;
  const lists: WishlistRecord[] = [
    // Entry 2 is sold out (10025 offers a replacement); entry 3 has no variant chosen yet.
    list(annaMerkzettel, { name: 'Merkzettel', isStandardList: true, createdAt: '2025-09-02T16:20:00.000Z', members: [{ customerId: ANNA, role: 'CREATOR' }] }, [
      ['10013', '10013-01', 1],
      ['10025', '10025-01', 2],
      ['10004', null, 1],
    ]),
    {
      ...list(
        annaKlasse3b,
        {
          name: 'Klasse 3b',
          description: 'Bastel- und Schreibmaterial für das zweite Halbjahr',
          createdAt: '2026-01-12T07:45:00.000Z',
          members: [{ customerId: ANNA, role: 'CREATOR' }, { customerId: TEAM, role: 'EDITOR' }],
        },
        [['10101', '10101-01', 25], ['10005', '10005-01', 25], ['10201', '10201-01', 20], ['10205', '10205-02', 25], ['10609', '10609-01', 1]],
      ),
      comments: [
        { externalId: `${annaKlasse3b}-c1`, entryId: `${annaKlasse3b}-e3`, authorId: TEAM, comment: 'Bitte auch zwei Linkshänder-Scheren einplanen.', createdAt: '2026-01-13T09:10:00.000Z' },
        { externalId: `${annaKlasse3b}-c2`, entryId: `${annaKlasse3b}-e3`, authorId: ANNA, comment: 'Gute Idee, mache ich.', createdAt: '2026-01-13T18:02:00.000Z' },
        { externalId: `${annaKlasse3b}-c3`, entryId: `${annaKlasse3b}-e5`, authorId: ANNA, comment: 'Einer für die Lehrerin reicht.', createdAt: '2026-01-14T06:55:00.000Z' },
      ],
    },
    list(
      schuleSchuljahr,
      { name: 'Schuljahr 2026/27', description: 'Sammelbestellung der Grundschule am See', createdAt: '2026-03-02T10:00:00.000Z', members: [{ customerId: SCHULE, role: 'CREATOR' }] },
      [
        ['10008', '10008-01', 4],
        ['10022', '10022-01', 50],
        ['10106', '10106-01', 100],
        ['10401', '10401-05', 30],
        ['10409', '10409-01', 10],
        ['10704', '10704-01', 24],
        ['10712', '10712-02', 2],
        ['10614', '10614-01', 25],
      ],
    ),
    // CMS teaser lists: several entries of products with variants and no variant chosen.
    list(
      teaserSchulstart,
      { kind: 'teaser', name: 'Schulstart-Paket Klasse 1', description: 'Alles für den ersten Schultag', createdAt: '2025-06-01T08:00:00.000Z' },
      [['10003', '10003-01', 2], ['10005', '10005-01', 1], ['10101', null, 4], ['10026', null, 1], ['10502', null, 1], ['10511', '10511-01', 1]],
    ),
    list(
      teaserKitaBasteln,
      { kind: 'teaser', name: 'Kita-Bastelkiste', description: 'Grundausstattung für die Bastelecke', createdAt: '2025-06-01T08:00:00.000Z' },
      [['10201', '10201-01', 10], ['10217', '10217-01', 2], ['10221', '10221-01', 3], ['10225', '10225-01', 1], ['10226', '10226-01', 1], ['10219', null, 2]],
    ),
  ];
  return { lists, defaults: { [ANNA]: annaMerkzettel, [SCHULE]: schuleSchuljahr } };
}
