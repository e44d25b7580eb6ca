'use client';

import { ShopError } from '@/components/errors/shop-error';

// Unexpected failures of this part of the site (the frame around it stays).
export default ShopError;
