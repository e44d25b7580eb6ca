import { orderNumberOfItemId } from './order-numbers.js';

/**
 * Items that may not be paid with Amazon Pay (spec §9: a blacklist of 9 item numbers): high-value
 * electronics, furniture and appliances. Listed by item id; the checkout matches order numbers.
 */
export const AMAZON_PAY_BLOCKED_ITEM_IDS: readonly string[] = [
  '10468-01', // interactive display
  '10471-01', // projector
  '10470-01', // document camera
  '10417-01', // graphing calculator
  '10462-01', // class set of calculators
  '10751-01', // teacher's desk
  '10762-01', // fridge
  '10763-01', // dishwasher
  '10501-01', // school bag set, blue
];

export const AMAZON_PAY_BLOCKED_ORDER_NUMBERS: readonly string[] = AMAZON_PAY_BLOCKED_ITEM_IDS.map(orderNumberOfItemId);

/** A lightning deal as seeded: which item, how much off, how much of it is reserved already. */
export interface LightningDealDef {
  itemId: string;
  percentOff: number;
  reservedPercent: number;
  quantityMax: number;
  /** Units offered in the deal. */
  stock: number;
}

// Deal i runs from one hour before the server started until (i + 1) × 6 hours after it, so
// every deal is live on a fresh server and they end one after another (spec §4 countdown).
// '10709-02' is fully reserved: the tile's lightning-deal shortage state.
export const LIGHTNING_DEAL_DEFS: readonly LightningDealDef[] = [
  { itemId: '10005-01', percentOff: 30, reservedPercent: 37, quantityMax: 5, stock: 100 },
  { itemId: '10401-03', percentOff: 40, reservedPercent: 12, quantityMax: 10, stock: 200 },
  { itemId: '10209-01', percentOff: 25, reservedPercent: 64, quantityMax: 3, stock: 60 },
  { itemId: '10301-01', percentOff: 30, reservedPercent: 81, quantityMax: 2, stock: 40 },
  { itemId: '10504-01', percentOff: 35, reservedPercent: 5, quantityMax: 1, stock: 20 },
  { itemId: '10617-01', percentOff: 25, reservedPercent: 48, quantityMax: 2, stock: 40 },
  { itemId: '10473-01', percentOff: 30, reservedPercent: 22, quantityMax: 2, stock: 40 },
  { itemId: '10709-02', percentOff: 30, reservedPercent: 100, quantityMax: 4, stock: 80 },
  { itemId: '10351-01', percentOff: 20, reservedPercent: 55, quantityMax: 2, stock: 40 },
  { itemId: '10162-01', percentOff: 15, reservedPercent: 90, quantityMax: 10, stock: 200 },
];

export const LIGHTNING_DEAL_LEAD_MS = 3_600_000;
export const LIGHTNING_DEAL_STEP_MS = 6 * 3_600_000;
