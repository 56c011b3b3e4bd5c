import { afterEach, describe, expect, it, vi } from 'vitest';
import { appPathOf, isTouchDevice, watchNavigationLinks } from './link-prefetch';

const ORIGIN = 'http://localhost:3000';

/** The vertical navigation with two links (one leaving the app), and a link outside it. */
function renderNavigation() {
  const link = (href: string, ...children: Node[]) => {
    const a = document.createElement('a');
    a.setAttribute('href', href);
    a.append(...children);
    return a;
  };
  const navigation = document.createElement('nav');
  navigation.dataset.slot = 'vertical-navigation';
  const icon = document.createElement('span');
  icon.dataset.slot = 'icon';
  const guests = link('/front-office/guests', icon, document.createTextNode('Guests'));
  const external = link('https://example.com/help', document.createTextNode('Help'));
  navigation.append(guests, external);
  const main = document.createElement('main');
  const outside = link('/front-office/rooms', document.createTextNode('Rooms'));
  main.append(outside);
  document.body.append(navigation, main);
  return { guests, external, outside };
}

/** A stand-in for IntersectionObserver: `show(element)` reports it in view. */
function fakeIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; watched: Set<Element> }[] = [];
  class FakeObserver {
    private readonly watched = new Set<Element>();
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, watched: this.watched });
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    watching: (element: Element) => observers.some((o) => o.watched.has(element)),
    show(element: Element) {
      for (const { callback, watched } of observers)
        if (watched.has(element)) callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('watchNavigationLinks', () => {
  it('reports the path of a navigation link on pointer over (on its icon or text) and on focus', () => {
    const { guests } = renderNavigation();
    const onIntent = vi.fn();
    const stop = watchNavigationLinks(document, onIntent, { origin: ORIGIN });
    guests.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    guests.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(onIntent.mock.calls).toEqual([['/front-office/guests'], ['/front-office/guests']]);
    stop();
    guests.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(2);
  });

  it('ignores links leaving the app and links outside the navigation', () => {
    const { external, outside } = renderNavigation();
    const onIntent = vi.fn();
    const stop = watchNavigationLinks(document, onIntent, { origin: ORIGIN });
    external.dispatchEvent(new Event('pointerover', { bubbles: true }));
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(onIntent).not.toHaveBeenCalled();
    stop();
  });

  it('on touch devices, reports each navigation link once when it enters the viewport, links added later too', async () => {
    const views = fakeIntersectionObserver();
    const { guests, outside } = renderNavigation();
    const onIntent = vi.fn();
    const stop = watchNavigationLinks(document, onIntent, { origin: ORIGIN, inView: true });
    expect(views.watching(outside)).toBe(false);
    views.show(guests);
    views.show(guests);
    await vi.waitFor(() => expect(onIntent.mock.calls).toEqual([['/front-office/guests']]));

    const added = document.createElement('a');
    added.href = '/front-office/room-reservation';
    document.querySelector('nav')!.append(added);
    await vi.waitFor(() => expect(views.watching(added)).toBe(true));
    views.show(added);
    await vi.waitFor(() => expect(onIntent).toHaveBeenLastCalledWith('/front-office/room-reservation'));
    expect(onIntent).toHaveBeenCalledTimes(2);
    stop();
  });

  it('links that come into view together are reported one at a time, and none after stop', async () => {
    const views = fakeIntersectionObserver();
    const { guests } = renderNavigation();
    const second = document.createElement('a');
    second.href = '/front-office/rooms';
    document.querySelector('nav')!.append(second);
    const onIntent = vi.fn();
    const stop = watchNavigationLinks(document, onIntent, { origin: ORIGIN, inView: true });
    await vi.waitFor(() => expect(views.watching(second)).toBe(true));
    views.show(guests);
    views.show(second);
    expect(onIntent).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onIntent).toHaveBeenCalledTimes(1));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onIntent.mock.calls).toEqual([['/front-office/guests']]);
  });

  it('without inView, watches no link for the viewport', () => {
    const views = fakeIntersectionObserver();
    const { guests } = renderNavigation();
    const stop = watchNavigationLinks(document, vi.fn(), { origin: ORIGIN });
    expect(views.watching(guests)).toBe(false);
    stop();
  });
});

describe('isTouchDevice', () => {
  const media = (matching: string[]) => ({ matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList });

  it('is true without hover or with a coarse pointer, false on a desktop', () => {
    expect(isTouchDevice(media(['(hover: none)']))).toBe(true);
    expect(isTouchDevice(media(['(pointer: coarse)']))).toBe(true);
    expect(isTouchDevice(media([]))).toBe(false);
    expect(isTouchDevice(undefined)).toBe(false);
  });
});

describe('appPathOf', () => {
  const link = (attributes: Record<string, string>) => {
    const a = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    return a;
  };
  const origin = 'http://localhost:3000';

  it('answers the path and search of an in-app link', () => {
    expect(appPathOf(link({ href: '/front-office/guests?page=2#top' }), origin)).toBe('/front-office/guests?page=2');
  });

  it('answers null for links leaving the app, opening elsewhere, downloading, or without href', () => {
    expect(appPathOf(link({ href: 'https://example.com/x' }), origin)).toBeNull();
    expect(appPathOf(link({ href: 'mailto:desk@hotel.test' }), origin)).toBeNull();
    expect(appPathOf(link({ href: '/x', target: '_blank' }), origin)).toBeNull();
    expect(appPathOf(link({ href: '/report.csv', download: '' }), origin)).toBeNull();
    expect(appPathOf(link({}), origin)).toBeNull();
  });
});
