import { describe, expect, it } from 'vitest';
import tr from '../../i18n/tr/pages.json';
import { figureText } from './figure-text';
import type { Figure } from './dashboard-tiles';

type Params = Record<string, string | number>;
const fill = (text: string, params?: Params) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params?.[name] ?? whole));
const english = { t: fill, language: 'en' };
const turkish = { t: (text: string, params?: Params) => fill((tr as Record<string, string>)[text] ?? text, params), language: 'tr' };

const figures: Figure[] = [
  { kind: 'occupancy', percent: 28, occupied: 17, total: 1060 },
  { kind: 'arrivals', count: 1234 },
  { kind: 'departures', count: 0 },
  { kind: 'in-house', guests: 3, rooms: 1 },
  { kind: 'in-house', guests: 9, rooms: 4 },
  { kind: 'payments', total: 1234.5, receipts: 1 },
  { kind: 'payments', total: 0, receipts: 12 },
  { kind: 'waiting', count: 5 },
];

describe('a key figure as its tile writes it', () => {
  it('in English, as the tiles always wrote it', () => {
    expect(figures.map((figure) => figureText(figure, english))).toEqual([
      { value: '28%', detail: '17 of 1,060 rooms occupied' },
      { value: '1,234', detail: 'due to check in today' },
      { value: '0', detail: 'due to check out today' },
      { value: '3', detail: 'staying in 1 room' },
      { value: '9', detail: 'staying in 4 rooms' },
      { value: '$1,234.50', detail: '1 receipt posted' },
      { value: '$0.00', detail: '12 receipts posted' },
      { value: '5', detail: 'waiting for approval' },
    ]);
  });

  it('in Turkish, numbers, percent and money as Turkish writes them', () => {
    expect(figures.map((figure) => figureText(figure, turkish))).toEqual([
      { value: '%28', detail: '1.060 odanın 17 tanesi dolu' },
      { value: '1.234', detail: 'bugün girişi beklenen' },
      { value: '0', detail: 'bugün çıkışı beklenen' },
      { value: '3', detail: '1 odada konaklıyor' },
      { value: '9', detail: '4 odada konaklıyor' },
      { value: '$1.234,50', detail: '1 tahsilat kaydedildi' },
      { value: '$0,00', detail: '12 tahsilat kaydedildi' },
      { value: '5', detail: 'onay bekliyor' },
    ]);
  });
});
