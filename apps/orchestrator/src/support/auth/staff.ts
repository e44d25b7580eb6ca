import type { StaffRole } from '../../config/support-config.js';

export type { StaffRole };

/** What a staff member may do in the support console. */
export type StaffPermission = 'read' | 'replay' | 'personalData';

const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  // Support staff help shoppers: they see who ordered and may replay submissions.
  support: ['read', 'replay', 'personalData'],
  // Engineers inspect workflows and charts: read-only, personal data masked.
  engineer: ['read'],
};

export function may(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A signed-in staff member (what the session in Redis holds). */
export interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
}

/** How a request identifies staff: the session token header the storefront sends from its cookie. */
export interface StaffCredentials {
  /** X-Tafel-Staff: the staff session token, or undefined. */
  token: string | undefined;
}

/** Request header of the staff session token (never the shopper's X-JWT). */
export const STAFF_TOKEN_HEADER = 'X-Tafel-Staff';
/** Request headers with the browser's IP and INTERNAL_API_SECRET (common/client-address.ts). */
export { CLIENT_IP_HEADER, INTERNAL_SECRET_HEADER } from '../../common/client-address.js';
