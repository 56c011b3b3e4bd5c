import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';

const catalog: Record<string, string> = {
  Notes: 'Notlar',
  'Check-in Date': 'Giriş tarihi',
  '{{label}} is required': '{{label}} zorunludur',
  '{{label}} must be at most {{max}} characters': '{{label}} en fazla {{max}} karakter olabilir',
  'Room {{room}} is occupied': '{{room}} numaralı oda dolu',
  'Not allowed': 'İzin verilmiyor',
};
const t = (text: string, params: Record<string, string> = {}) =>
  (catalog[text] ?? text).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');

describe('translateMessage', () => {
  it('translates a whole message the catalog knows', () => {
    expect(translateMessage('Not allowed', catalog, t)).toBe('İzin verilmiyor');
  });

  it('matches a template and translates the values it knows (a label), keeping the rest', () => {
    expect(translateMessage('Notes must be at most 2,000 characters', catalog, t)).toBe('Notlar en fazla 2,000 karakter olabilir');
    expect(translateMessage('Check-in Date is required', catalog, t)).toBe('Giriş tarihi zorunludur');
    expect(translateMessage('Room 204 is occupied', catalog, t)).toBe('204 numaralı oda dolu');
  });

  it('translates each part of joined messages', () => {
    expect(translateMessage('Notes is required; Room 12 is occupied', catalog, t)).toBe('Notlar zorunludur; 12 numaralı oda dolu');
  });

  it('does not let a short template swallow a sentence it does not know', () => {
    const withShort: Record<string, string> = { ...catalog, 'Cleaning {{room}}': 'Temizlik: {{room}}' };
    const tShort = (text: string, params: Record<string, string> = {}) =>
      (withShort[text] ?? text).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
    expect(translateMessage('Cleaning 101', withShort, tShort)).toBe('Temizlik: 101');
    expect(translateMessage('Cleaning 101 is being done right now', withShort, tShort)).toBe('Cleaning 101 is being done right now');
    expect(translateMessage('Room 204 is occupied', withShort, tShort)).toBe('204 numaralı oda dolu');
  });

  it("leaves the screens' short templates out of matching (they would match almost any message)", () => {
    const screens = { ...catalog, Room: 'Oda', '{{thing}} {{name}}': '{{thing}} {{name}}', '{{from}} to {{to}}': '{{from}} – {{to}}', '{{value}} by {{label}}': '{{label}} bazında {{value}}' };
    const tScreens = (text: string, params: Record<string, string> = {}) => (screens[text as keyof typeof screens] ?? text).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => params[name] ?? '');
    expect(translateMessage('Room 101 cannot be moved to a dirty room', screens, tScreens)).toBe('Room 101 cannot be moved to a dirty room');
    expect(translateMessage('Closed by Ana', screens, tScreens)).toBe('Closed by Ana');
    expect(translateMessage('Notes is required; Room 12 is occupied', screens, tScreens)).toBe('Notlar zorunludur; 12 numaralı oda dolu');
  });

  it('leaves a message it cannot match as it came', () => {
    expect(translateMessage('The printer is on fire', catalog, t)).toBe('The printer is on fire');
    expect(translateMessage('', catalog, t)).toBe('');
  });
});
