import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { retryableLazy } from './retryableLazy';

function Shown() {
  return <p>the page</p>;
}

describe('retryableLazy.preload (the start-up fetches the first screen beside config.json)', () => {
  it('starts the load at once, and the first render draws from that same load', async () => {
    let loads = 0;
    let arrive: (module: { default: typeof Shown }) => void = () => undefined;
    const Page = retryableLazy(() => {
      loads += 1;
      return new Promise((resolve) => (arrive = resolve));
    });
    const preloaded = Page.preload();
    expect(loads).toBe(1);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeVisible();
    expect(loads).toBe(1);
    arrive({ default: Shown });
    await preloaded;
    expect(await screen.findByText('the page')).toBeVisible();
    expect(loads).toBe(1);
  });

  it('a failed preload says nothing and is forgotten: the render loads again', async () => {
    let loads = 0;
    const Page = retryableLazy(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
      return { default: Shown };
    });
    await expect(Page.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeVisible();
    expect(loads).toBe(2);
  });

  it('once the code is here, a first render draws the page at once, without its fallback', async () => {
    // React.lazy would suspend even then, and React reveals a page that suspended 300 ms after
    // its fallback at the earliest: the members table came that much later after the session.
    const Page = retryableLazy(async () => ({ default: Shown }));
    await Page.preload();
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <p>loading</p>;
    }
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeVisible();
    expect(fallbacks).toEqual([]);
  });

  it('a page first drawn while its code loaded keeps its state when drawn again', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>the page</p>;
    }
    let arrive: (module: { default: typeof Counted }) => void = () => undefined;
    const Page = retryableLazy(() => new Promise((resolve) => (arrive = resolve)));
    const tree = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <span>{label}</span>
        <Page />
      </Suspense>
    );
    const { rerender } = render(tree('first'));
    arrive({ default: Counted });
    expect(await screen.findByText('the page')).toBeVisible();
    rerender(tree('again'));
    expect(screen.getByText('again')).toBeVisible();
    expect(mounts).toBe(1);
  });
});
