import { formatMoney } from '@hotel/domain';
import type { HotelText } from '../../i18n/hotel-text';
import type { Figure } from './dashboard-tiles';

/** A key figure as its tile writes it: the number, and a line saying what it counts. */
export interface FigureText {
  value: string;
  detail: string;
}

/** A figure in the user's language: its numbers, percent and money as that language writes them. */
export function figureText(figure: Figure, { t, language }: Pick<HotelText, 't' | 'language'>): FigureText {
  const number = new Intl.NumberFormat(language);
  const n = (value: number) => number.format(value);
  switch (figure.kind) {
    case 'occupancy':
      return {
        value: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(figure.percent / 100),
        detail: t('{{occupied}} of {{total}} rooms occupied', { occupied: n(figure.occupied), total: n(figure.total) }),
      };
    case 'arrivals':
      return { value: n(figure.count), detail: t('due to check in today') };
    case 'departures':
      return { value: n(figure.count), detail: t('due to check out today') };
    case 'in-house':
      return { value: n(figure.guests), detail: figure.rooms === 1 ? t('staying in 1 room') : t('staying in {{rooms}} rooms', { rooms: n(figure.rooms) }) };
    case 'payments':
      return {
        value: formatMoney(figure.total, language),
        detail: figure.receipts === 1 ? t('1 receipt posted') : t('{{receipts}} receipts posted', { receipts: n(figure.receipts) }),
      };
    case 'waiting':
      return { value: n(figure.count), detail: t('waiting for approval') };
  }
}
