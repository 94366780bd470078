import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPart } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyPart', () => {
  it('shows its fallback while the code loads, then the part with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(<Part name="Ann" fallback={<span>waiting</span>} />);
    expect(screen.getByText('waiting')).toBeVisible();
    expect(Part.isLoaded()).toBe(false);
    arrive(Greeting);
    expect(await screen.findByText('hello Ann')).toBeVisible();
    expect(Part.isLoaded()).toBe(true);
  });

  it('a failed load says so with a retry, is told once, and the retry loads again (not remembered like React.lazy)', async () => {
    let online = false;
    let loads = 0;
    const Part = lazyPart(async () => {
      loads += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    });
    const told: string[] = [];
    render(
      <Part
        name="Bo"
        onLoadError={(error) => told.push(error.message)}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            加载失败，重试
          </button>
        )}
      />,
    );
    const retry = await screen.findByRole('button', { name: '加载失败，重试' });
    expect(told).toEqual(['Failed to fetch dynamically imported module']);
    expect(loads).toBe(1);

    online = true;
    await userEvent.click(retry);
    expect(await screen.findByText('hello Bo')).toBeVisible();
    expect(loads).toBe(2);
  });
});
