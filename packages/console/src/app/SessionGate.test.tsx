import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiClient } from '../api/client';
import { ServicesProvider } from '../api/services';
import { createI18n } from '../i18n';
import { loadSession } from '../session/loadSession';
import { useAuthStore } from '../stores/authStore';
import { SessionGate } from './SessionGate';

// The layout's code, as the start-up's preload sees it: here once `arrive()` is called.
const layoutCode = await vi.hoisted(async () => (await import('../testing/lazyCode')).codeArrivingLater());
vi.mock('./consoleLayoutChunk', () => ({ ConsoleLayout: layoutCode.component }));
// The session call stays unanswered: the guard keeps drawing the layout's frame meanwhile.
vi.mock('../session/loadSession', () => ({ loadSession: vi.fn(() => new Promise(() => undefined)) }));

describe('SessionGate, a page of the layout opened with a token', () => {
  it('sends the session call at once, and draws the layout only once its code is here', async () => {
    useAuthStore.setState({ token: 'a-token', session: null });
    render(
      <I18nextProvider i18n={createI18n('zh')}>
        <ServicesProvider api={{} as ApiClient}>
          <MemoryRouter initialEntries={['/member/list']}>
            <Routes>
              <Route element={<SessionGate />}>
                {/* The layout route: its frame is what the guard draws while the session loads. */}
                <Route element={<p>the layout&apos;s frame</p>}>
                  <Route path="/member/list" element={null} />
                </Route>
              </Route>
            </Routes>
          </MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>,
    );
    // Drawn before its code is here, the layout would suspend, and React would reveal it no
    // sooner than 300 ms after the spinner it showed instead.
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.queryByText("the layout's frame")).toBeNull();
    expect(loadSession).toHaveBeenCalledTimes(1);

    layoutCode.arrive();
    expect(await screen.findByText("the layout's frame")).toBeVisible();
    expect(screen.queryByRole('status', { name: '加载中' })).toBeNull();
  });
});
