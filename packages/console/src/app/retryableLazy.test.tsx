import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
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
});
