import { LAYOUTS } from '@hotel/shell';
import { describe, expect, it } from 'vitest';
import { prerenderFirstScreens } from './first-screens';

describe('prerenderFirstScreens (the build puts them in index.html)', () => {
  it('renders the sign-in page and the frame in every layout, in English and Türkçe', async () => {
    const screens = await prerenderFirstScreens();
    expect(screens.languages).toEqual(['en', 'tr']);
    const signIn = screens.signIn.en!;
    expect(signIn).toContain('<h1');
    expect(signIn).toMatch(/<form[^>]*method="post"/);
    expect(signIn).toMatch(/<input[^>]*name="email"/);
    expect(signIn).toMatch(/<input[^>]*name="password"/);
    expect(screens.signIn.tr).toContain('Giriş yap');
    for (const language of screens.languages) {
      expect(Object.keys(screens.frame[language]!).sort()).toEqual([...LAYOUTS].sort());
      for (const layout of LAYOUTS) {
        const frame = screens.frame[language]![layout];
        expect(frame).toContain(`data-layout="${layout}"`);
        expect(frame).toContain(`${screens.welcomeMark}="welcome"`);
        // The loading bar runs until the app's frame is there.
        expect(frame).toContain('data-state="indeterminate"');
      }
    }
    // The wide screen's frame: a docked menu where the layout has one.
    expect(screens.frame.en!.classy).toContain('data-slot="vertical-navigation"');
    expect(screens.frame.tr!.classy).toContain('Hoş geldiniz');
    expect(screens.emptyFramePaths).toContain('/sign-in');
    expect(screens.emptyFramePaths).not.toContain('/welcome');
  }, 60_000);
});
