import { render, screen } from '@testing-library/react';
import { CharacterCountStatus, Pagination } from '@hotel/ui';
import { describe, expect, it } from 'vitest';
import { createI18n, whenI18nReady } from './create-i18n';
import { LanguageProvider } from './language-provider';
import { ShellUiStrings } from './shell-ui-strings';

async function renderIn(language: string) {
  const i18n = createI18n({ language, retryDelayMs: 0 });
  await whenI18nReady(i18n);
  render(
    <LanguageProvider i18n={i18n}>
      <ShellUiStrings>
        <Pagination page={2} total={1234} pageSize={10} onPageChange={() => {}} />
        <CharacterCountStatus length={2001} max={2000} delay={0} />
      </ShellUiStrings>
    </LanguageProvider>,
  );
}

describe('ShellUiStrings', () => {
  it('gives the primitives the shell’s Turkish, numbers written the Turkish way', async () => {
    await renderIn('tr');
    expect(await screen.findByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('11–20 / 1.234');
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeInTheDocument();
    expect(await screen.findByText('1 karakter fazla')).toBeInTheDocument();
  });

  it('is the primitives’ own English in English', async () => {
    await renderIn('en');
    expect(await screen.findByRole('navigation', { name: 'Pagination' })).toHaveTextContent('11–20 of 1,234');
    expect(await screen.findByText('1 character too many')).toBeInTheDocument();
  });
});
