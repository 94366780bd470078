import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n';
import { PageRoute } from './layoutPages';
import { PageErrorBoundary } from './PageErrorBoundary';
import { codeArrivingLater, pageFetchedOnlyOnline } from '../testing/lazyCode';

describe('PageRoute, a page of the layout', () => {
  it('shows its spinner until the code is here, and only then draws the page', async () => {
    // Drawn before its code is here, the page would suspend, and React would reveal it no sooner
    // than 300 ms after the spinner it showed instead (its reveal throttle).
    const { component: Page, arrive, draws } = codeArrivingLater();
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <PageRoute Page={Page} />
      </I18nextProvider>,
    );
    const spinner = () => document.querySelector('[data-slot="spinner"]');
    expect(spinner()).not.toBeNull();
    // Named, as the session guard's spinner is.
    expect(screen.getByRole('status', { name: '加载中' })).toBe(spinner());
    expect(draws).toEqual([]);

    arrive();
    expect(await screen.findByText('the page')).toBeVisible();
    expect(spinner()).toBeNull();
  });

  it('a page whose code cannot be fetched says so, fetching once per attempt', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page, loads, goOnline } = pageFetchedOnlyOnline();
    render(
      <PageErrorBoundary title="页面出错了" loadFailedText="页面加载失败，请检查网络连接后重试" retryText="重试">
        <PageRoute Page={Page} />
      </PageErrorBoundary>,
    );
    expect(await screen.findByText('页面加载失败，请检查网络连接后重试')).toBeVisible();
    expect(loads()).toBe(1);

    goOnline();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('the page')).toBeVisible();
    expect(loads()).toBe(2);
  });
});
