import { ANNA, GUEST_AT, GUEST_CH, GUEST_KITA, SCHOOL, TEAM, type SeedPerson } from './seed-people.js';

/**
 * The seeded orders, by hand. Dates are days before the server's start (createStores(now)), so
 * the dev accounts always have recent orders whatever the real date is, and a test that passes
 * a fixed clock gets fixed dates. Returned quantities follow from the seeded returns.
 */
export type SeedCarrier = 'DHL' | 'dpd' | 'Swiss Post';

export interface SeedShipment {
  carrier: SeedCarrier;
  /** 1-based line numbers. */
  lines: number[];
  status: 'in_preparation' | 'shipped' | 'delivered';
  /** Days after the order: delivery (delivered) or expected delivery (otherwise). */
  days: number;
}

export interface SeedReturn {
  daysAfterOrder: number;
  regulation: string;
  /** Carrier code, null for a return without a label. */
  carrier: string | null;
  items: Array<{ line: number; quantity: number; reason: string; comment?: string }>;
}

export interface SeedOrder {
  orderId: string;
  salesOrderNo: string;
  person: SeedPerson;
  daysAgo: number;
  /** Minutes after midnight UTC. */
  time: number;
  paymentMethod: string;
  /** Ship to the person's other address. */
  toDelivery?: boolean;
  orderReference?: string;
  comment?: string;
  /** itemId and quantity; `false` third marks an article excluded from returns (hygiene). */
  lines: Array<[string, number] | [string, number, false]>;
  shipments: SeedShipment[];
  returns?: SeedReturn[];
}

const delivered = (carrier: SeedCarrier, lines: number[], days = 3): SeedShipment => ({ carrier, lines, status: 'delivered', days });

export const SEED_ORDERS: readonly SeedOrder[] = [
  // Anna Schmidt (consumer): ten orders over two years.
  { orderId: '40010001', salesOrderNo: 'VA-700101', person: ANNA, daysAgo: 700, time: 9 * 60 + 12, paymentMethod: 'PAYPAL', lines: [['10501-01', 1], ['10510-02', 1], ['10511-01', 1]], shipments: [delivered('DHL', [1, 2, 3])] },
  { orderId: '40010002', salesOrderNo: 'VA-700188', person: ANNA, daysAgo: 520, time: 18 * 60 + 40, paymentMethod: 'RECHNUNG', lines: [['10013-01', 1], ['10015-01', 3], ['10101-01', 10]], shipments: [delivered('DHL', [1, 2, 3])] },
  {
    orderId: '40010003', salesOrderNo: 'VA-700254', person: ANNA, daysAgo: 400, time: 7 * 60 + 55, paymentMethod: 'CREDIT_CARD',
    lines: [['10209-01', 1], ['10213-01', 1], ['10215-01', 2]], shipments: [delivered('DHL', [1, 2, 3])],
    returns: [{ daysAfterOrder: 8, regulation: 'REFUND', carrier: 'dhl', items: [{ line: 3, quantity: 1, reason: 'ORDERED_TOO_MANY' }] }],
  },
  { orderId: '40010004', salesOrderNo: 'VA-700342', person: ANNA, daysAgo: 250, time: 20 * 60 + 5, paymentMethod: 'PAYPAL', lines: [['10617-01', 1]], shipments: [delivered('dpd', [1], 2)] },
  { orderId: '40010005', salesOrderNo: 'VA-700419', person: ANNA, daysAgo: 140, time: 11 * 60 + 30, paymentMethod: 'VORKASSE', lines: [['10401-01', 4], ['10405-01', 2]], shipments: [delivered('DHL', [1, 2], 4)] },
  { orderId: '40010006', salesOrderNo: 'VA-700503', person: ANNA, daysAgo: 85, time: 16 * 60 + 18, paymentMethod: 'PAYPAL', lines: [['10005-01', 2], ['10221-01', 1, false], ['10201-01', 1]], shipments: [delivered('DHL', [1, 2, 3])] },
  {
    orderId: '40010007', salesOrderNo: 'VA-700577', person: ANNA, daysAgo: 60, time: 8 * 60 + 2, paymentMethod: 'CREDIT_CARD', comment: 'Bitte beim Nachbarn abgeben, falls niemand da ist.',
    lines: [['10026-01', 1], ['10105-02', 2], ['10001-01', 5]], shipments: [delivered('DHL', [1, 2, 3])],
    returns: [{ daysAfterOrder: 6, regulation: 'REPLACEMENT', carrier: 'dhl', items: [{ line: 1, quantity: 1, reason: 'DAMAGED', comment: 'Reißverschluss war bei Lieferung abgerissen.' }] }],
  },
  {
    orderId: '40010008', salesOrderNo: 'VA-700631', person: ANNA, daysAgo: 25, time: 19 * 60 + 47, paymentMethod: 'PAYPAL', toDelivery: true,
    lines: [['10008-01', 1], ['10401-02', 3], ['10210-01', 1]], shipments: [delivered('DHL', [1, 2, 3], 2)],
    returns: [{ daysAfterOrder: 5, regulation: 'CREDIT', carrier: null, items: [{ line: 2, quantity: 1, reason: 'ORDERED_TOO_MANY' }] }],
  },
  {
    orderId: '40010009', salesOrderNo: 'VA-700688', person: ANNA, daysAgo: 9, time: 10 * 60 + 21, paymentMethod: 'RECHNUNG',
    lines: [['10302-01', 1], ['10612-01', 2], ['10614-01', 2], ['10618-01', 1]],
    // Two parcels: the first arrived, the second (a supplier's delivery) is still on its way.
    shipments: [delivered('DHL', [1, 2], 3), { carrier: 'dpd', lines: [3, 4], status: 'shipped', days: 11 }],
  },
  { orderId: '40010010', salesOrderNo: 'VA-700702', person: ANNA, daysAgo: 2, time: 13 * 60 + 9, paymentMethod: 'PAYPAL', lines: [['10016-01', 2], ['10109-02', 3]], shipments: [{ carrier: 'DHL', lines: [1, 2], status: 'in_preparation', days: 4 }] },

  // Grundschule am See (B2B, on invoice, with order references).
  { orderId: '40020001', salesOrderNo: 'VB-310044', person: SCHOOL, daysAgo: 300, time: 7 * 60 + 15, paymentMethod: 'RECHNUNG', orderReference: 'Schuljahr 2024/25 Klasse 1a', lines: [['10704-01', 25], ['10701-01', 13]], shipments: [delivered('dpd', [1, 2], 6)] },
  { orderId: '40020002', salesOrderNo: 'VB-310102', person: SCHOOL, daysAgo: 120, time: 9 * 60 + 40, paymentMethod: 'RECHNUNG', orderReference: 'Bestellung 117 Verbrauchsmaterial', lines: [['10008-01', 5], ['10103-01', 20], ['10012-01', 10]], shipments: [delivered('DHL', [1, 2, 3])] },
  { orderId: '40020003', salesOrderNo: 'VB-310187', person: SCHOOL, daysAgo: 30, time: 12 * 60 + 5, paymentMethod: 'RECHNUNG', orderReference: 'Kunstraum Frau Berger', lines: [['10210-01', 20], ['10213-01', 20], ['10217-01', 6]], shipments: [delivered('DHL', [1, 2, 3])] },
  { orderId: '40020004', salesOrderNo: 'VB-310230', person: SCHOOL, daysAgo: 5, time: 8 * 60 + 50, paymentMethod: 'RECHNUNG', orderReference: 'Förderverein Spende Mathe', lines: [['10609-01', 10], ['10613-01', 5]], shipments: [{ carrier: 'dpd', lines: [1, 2], status: 'shipped', days: 6 }] },

  // Tafel team (internal user).
  { orderId: '40030001', salesOrderNo: 'VI-900012', person: TEAM, daysAgo: 15, time: 14 * 60 + 0, paymentMethod: 'RECHNUNG', lines: [['10412-01', 2], ['10409-01', 5]], shipments: [delivered('DHL', [1, 2])] },

  // Guest orders for the guest return lookup: Austria, Switzerland, and bulky furniture.
  { orderId: '40090001', salesOrderNo: 'VA-800301', person: GUEST_AT, daysAgo: 20, time: 17 * 60 + 33, paymentMethod: 'PAYPAL', lines: [['10504-02', 1], ['10507-01', 2]], shipments: [delivered('dpd', [1, 2], 4)] },
  { orderId: '40090002', salesOrderNo: 'VA-800322', person: GUEST_CH, daysAgo: 12, time: 6 * 60 + 48, paymentMethod: 'TWINT', lines: [['10511-02', 2]], shipments: [delivered('Swiss Post', [1], 5)] },
  { orderId: '40090003', salesOrderNo: 'VA-800345', person: GUEST_KITA, daysAgo: 40, time: 10 * 60 + 0, paymentMethod: 'VORKASSE', lines: [['10706-01', 4], ['10704-02', 6]], shipments: [delivered('dpd', [1, 2], 7)] },
];
