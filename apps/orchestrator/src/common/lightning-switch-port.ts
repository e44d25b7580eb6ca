import type { Site } from './site.js';

/**
 * Whether lightning deals are switched on for a site, for the cart. The lightning feature's
 * LightningSwitch provides it (LightningDealsModule, global). The cart depends on this port
 * instead of on lightning/ because lightning's commands build on the cart: importing lightning
 * from the cart would close an import cycle that leaves one side's classes undefined at load.
 */
export interface LightningSwitchPort {
  isOn(site: Site): Promise<boolean>;
}

export const LIGHTNING_SWITCH_PORT = Symbol('LightningSwitchPort');
