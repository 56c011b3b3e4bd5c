import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { LanguageProvider, useLanguage } from '../i18n/language-provider';
import type { TranslationLoader } from '../i18n/backend';
import { NavigationProvider, useActiveTrail, useNavigation } from './navigation-provider';
import type { ShellNavigationItem } from './types';

const items: ShellNavigationItem[] = [
  {
    id: 'dashboards',
    type: 'group',
    title: 'Dashboards',
    subtitle: 'Boards and apps',
    children: [
      { id: 'dashboards.project', type: 'basic', title: 'Project', link: '/dashboards/project' },
      { id: 'apps.tasks', type: 'basic', title: 'Tasks', link: '/apps/tasks' },
      { id: 'secret', type: 'basic', title: 'Secret', link: '/secret', hidden: true },
    ],
  },
];

const nav: Record<string, Record<string, string>> = {
  en: { 'dashboards.project': 'Project' },
  tr: { 'dashboards.project': 'Proje', dashboards: 'Panolar', dashboards_subtitle: 'Panolar ve uygulamalar' },
};
const loader: TranslationLoader = async (lng, ns) => (ns === 'nav' ? (nav[lng] ?? {}) : {});

function Titles() {
  const { visible } = useNavigation();
  const { setLanguage } = useLanguage();
  const flat = visible.flatMap((i) => [i, ...(i.children ?? [])]);
  return (
    <div>
      <ul>
        {flat.map((i) => (
          <li key={i.id}>{[i.title, i.subtitle].filter(Boolean).join(' — ')}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void setLanguage('tr')}>
        tr
      </button>
    </div>
  );
}

describe('NavigationProvider', () => {
  it('translates titles (and subtitles, `<id>_subtitle`) by id with the API text as fallback, and re-translates on language change', async () => {
    const i18n = createI18n({ language: 'en', loader });
    render(
      <LanguageProvider i18n={i18n}>
        <NavigationProvider items={items}>
          <Titles />
        </NavigationProvider>
      </LanguageProvider>,
    );
    expect(await screen.findByText('Project')).toBeInTheDocument();
    expect(screen.getByText('Dashboards — Boards and apps')).toBeInTheDocument();
    expect(screen.queryByText('Secret')).toBeNull();
    act(() => screen.getByRole('button', { name: 'tr' }).click());
    expect(await screen.findByText('Proje')).toBeInTheDocument();
    expect(screen.getByText('Panolar — Panolar ve uygulamalar')).toBeInTheDocument();
    expect(screen.getByText('Tasks')).toBeInTheDocument();
  });

  it('updateItem patches one item (tasks subtitle) and a new items prop resets the tree', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <NavigationProvider items={items}>{children}</NavigationProvider>;
    const { result } = renderHook(() => useNavigation(), { wrapper });
    act(() => result.current.updateItem('apps.tasks', { subtitle: '3 remaining tasks' }));
    expect(result.current.getItem('apps.tasks')?.subtitle).toBe('3 remaining tasks');
    act(() => result.current.setItems([{ id: 'x', type: 'basic', title: 'X', link: '/x' }]));
    expect(result.current.visible.map((i) => i.id)).toEqual(['x']);
  });

  it('useActiveTrail follows the location over the visible tree', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <NavigationProvider items={items}>{children}</NavigationProvider>;
    const { result, rerender } = renderHook(({ pathname }) => useActiveTrail({ pathname }), {
      wrapper,
      initialProps: { pathname: '/apps/tasks/12' },
    });
    expect(result.current).toEqual(['dashboards', 'apps.tasks']);
    rerender({ pathname: '/secret' });
    expect(result.current).toEqual([]);
  });

  it('useNavigation throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useNavigation())).toThrow(/NavigationProvider/);
  });
});
