import { describe, expect, it } from 'vitest';
import { flattenNavigation, navigationTree } from '@hotel/mock-api';
import englishTitles from '../../../packages/shell/src/i18n/nav/en.json';
import turkishTitles from '../../../packages/shell/src/i18n/nav/tr.json';
import englishShell from '../../../packages/shell/src/i18n/locales/en.json';
import { translationLoader } from './translations';

describe('translationLoader', () => {
  it('loads no English navigation titles: the shell shows the API’s', async () => {
    expect(await translationLoader('en', 'nav')).toEqual({});
  });

  it('loads everything else as the shell does', async () => {
    expect(await translationLoader('tr', 'nav')).toEqual(turkishTitles);
    expect(await translationLoader('en', 'shell')).toEqual(englishShell);
  });

  it('drops nothing: the shell’s English file says exactly what the API’s menu says', () => {
    const items = flattenNavigation(navigationTree);
    expect(items.length).toBeGreaterThan(200);
    expect(Object.fromEntries(items.map((item) => [item.id, item.title]))).toEqual(englishTitles);
  });
});
