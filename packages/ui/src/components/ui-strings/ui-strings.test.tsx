import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterCount } from '../character-count/character-count';
import { Pagination } from '../pagination/pagination';
import { Spinner } from '../spinner/spinner';
import { UiStringsProvider, useUiStrings } from './ui-strings';

const turkish = {
  pagination: { nav: 'Sayfalama', next: 'Sonraki sayfa', range: (s: number, e: number, t: number) => `${s}–${e} / ${t}` },
  spinner: { label: 'Yükleniyor' },
  characterCount: { count: (length: string, max: string) => `${length} / ${max} karakter` },
};

describe('UiStringsProvider', () => {
  it('gives the primitives its texts; what it leaves out stays English', () => {
    render(
      <UiStringsProvider strings={turkish}>
        <Pagination page={2} total={45} pageSize={10} onPageChange={() => {}} />
        <Spinner />
        <CharacterCount length={12} max={2000} language="tr" />
      </UiStringsProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('11–20 / 45');
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.getByText('12 / 2.000 karakter')).toBeInTheDocument();
  });

  it('is English without a provider, and a prop still wins over it', () => {
    render(
      <>
        <Pagination page={1} total={5} onPageChange={() => {}} />
        <UiStringsProvider strings={turkish}>
          <Pagination page={1} total={5} onPageChange={() => {}} labels={{ nav: 'Seiten' }} />
        </UiStringsProvider>
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('1–5 of 5');
    expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('1–5 / 5');
  });

  it('nests: an inner provider overrides some texts of the outer one', () => {
    function Names() {
      const { nav, next } = useUiStrings('pagination');
      return <p>{`${nav} · ${next}`}</p>;
    }
    render(
      <UiStringsProvider strings={turkish}>
        <UiStringsProvider strings={{ pagination: { nav: 'Sayfalar' } }}>
          <Names />
        </UiStringsProvider>
      </UiStringsProvider>,
    );
    expect(screen.getByText('Sayfalar · Sonraki sayfa')).toBeInTheDocument();
  });
});
