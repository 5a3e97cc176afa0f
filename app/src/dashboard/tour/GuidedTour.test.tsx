import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../create-services';
import { ServicesProvider } from '../../services';
import { GuidedTour } from './GuidedTour';

/** A ResizeObserver that reports when the test says the observed elements changed size. */
class TestResizeObserver {
  static all: TestResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: () => void) {
    TestResizeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  static resized(element: Element) {
    for (const observer of TestResizeObserver.all) if (observer.observed.has(element)) observer.callback();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  TestResizeObserver.all = [];
  document.querySelector('[data-tour]')?.remove();
});

describe('the guided tour (docs/shell.md)', () => {
  it('moves its spotlight with the element when something arriving above it pushes it down', () => {
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
    // react-aria's popover reads page meta tags through CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value, supports: () => false });
    const menu = document.createElement('nav');
    menu.dataset.tour = 'menu';
    document.body.append(menu);
    let top = 64;
    menu.getBoundingClientRect = () => ({ top, left: 0, width: 40, height: 40 }) as DOMRect;
    const services = createServices({ baseUrl: 'http://oncourse.test', navigate: () => undefined });
    render(
      <ServicesProvider services={services}>
        <GuidedTour isOpen onEnd={() => undefined} />
      </ServicesProvider>,
    );
    const spotlight = () => document.querySelector<HTMLElement>('[aria-hidden="true"][style]');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(spotlight()?.style.top).toBe('58px');
    // The offline line appears above the top bar: the menu's size is the same, the page grows.
    top = 124;
    act(() => TestResizeObserver.resized(document.body));
    expect(spotlight()?.style.top).toBe('118px');
  });
});
