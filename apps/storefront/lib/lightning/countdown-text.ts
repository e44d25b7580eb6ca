// The countdown's words, filled in the browser every second (components/lightning/countdown.tsx).
// No translator here: the server hands the texts over (deal-view.ts countdownTexts).
import type { Countdown } from '@tafel/lightning-machine';

/** The countdown's words around the time ("noch {days} Tage", "noch {time} Std.", "noch {time} Min."). */
export interface CountdownTexts {
  days: string;
  hours: string;
  minutes: string;
}

/** What the countdown shows for `formatCountdown`'s answer (spec §4 display; the minutes label under one hour). */
export function countdownText(countdown: Countdown, texts: CountdownTexts): string {
  switch (countdown.kind) {
    case 'days':
      return texts.days.replace('{days}', String(countdown.days));
    case 'hours':
      return texts.hours.replace('{time}', countdown.text);
    case 'minutes':
      return texts.minutes.replace('{time}', countdown.text);
    default:
      return countdown.text;
  }
}
