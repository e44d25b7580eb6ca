import type { BasketLightningView } from '@/lib/lightning/basket-view';
import { countdownTexts } from '@/lib/lightning/deal-view';
import { currentTranslator } from '@/lib/site/site';
import { Countdown } from './countdown';
import styles from './lightning.module.css';

/** The basket's running reservation: how long the deal prices are held (Cart.lightningReservation.expiresAt). */
export async function ReservationCountdown({ reservedUntil, renderedAt }: { reservedUntil: NonNullable<BasketLightningView['reservedUntil']>; renderedAt: number }) {
  const { t } = await currentTranslator();
  return (
    <p className={`notice notice-info ${styles.reservation}`} data-testid="lightning-reservation">
      <span>{t('ui.lightning.basket.reservedFor')}</span>
      <Countdown endsAt={reservedUntil.endsAt} renderedAt={renderedAt} texts={countdownTexts(t)} label={reservedUntil.label} testId="reservation-countdown" />
    </p>
  );
}
