import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageErrorBoundary } from './PageErrorBoundary';
import { pageFetchedOnlyOnline } from '../testing/lazyCode';
import { Suspense } from 'react';

describe('a page whose code could not be fetched', () => {
  it('says so in words, and its retry fetches the code again (once, on the retry only)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, loads, goOnline } = pageFetchedOnlyOnline();
    render(
      <PageErrorBoundary title="页面出错了" loadFailedText="页面加载失败，请检查网络连接后重试" retryText="重试">
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('页面加载失败，请检查网络连接后重试')).toBeVisible();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
    // A failed load is not tried again by itself (no loop while offline).
    expect(loads()).toBe(1);

    goOnline();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('the page')).toBeVisible();
    expect(loads()).toBe(2);
  });

  it('an error thrown by a page while drawing is shown as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('rows is undefined');
    }
    render(
      <PageErrorBoundary title="页面出错了" loadFailedText="页面加载失败" retryText="重试">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('rows is undefined')).toBeVisible();
  });
});
