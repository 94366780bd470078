import { render, screen } from '@testing-library/react';

// The toast library loads with the first message (lib/toasts.ts); offline, that load fails.
const network = { online: true, loads: 0 };

/** Fresh copies of the host and its messages: each test starts before any message. */
async function freshToasts() {
  vi.resetModules();
  // A mocked module's first answer outlives resetModules: mock it afresh.
  vi.doUnmock('./toastsModule');
  vi.doMock('./toastsModule', async (importOriginal) => {
    network.loads += 1;
    if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  // One import after another: imports of overlapping graphs side by side once failed the whole file
  // in Vitest's module runner ("Cannot read properties of undefined (reading 'getStatus')", a clean
  // clone's run on 2026-11-29).
  const { ToastHost: Host } = await import('./ToastHost');
  const toasts = await import('./toasts');
  const { MemoryRouter } = await import('react-router-dom');
  const { useAuthStore } = await import('../stores/authStore');
  /** The host where the console mounts it: inside the router, at `path`. */
  function ToastHost({ path = '/login' }: { path?: string }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        <Host />
      </MemoryRouter>
    );
  }
  return { ToastHost, useAuthStore, ...toasts };
}

// The first import of the library, the router and the ui is transformed once here, with its own
// limit, rather than inside the first test's (4 s of it on a busy machine).
beforeAll(async () => {
  await import('./toastsModule');
  await import('react-router-dom');
  await import('../stores/authStore');
}, 30_000);

afterEach(() => {
  network.online = true;
  network.loads = 0;
});

describe('ToastHost and the messages loaded on first use', () => {
  it('gives a notification once its host listens: the 2 s before a refused session logs out count from there', async () => {
    const { ToastHost, lazyNotify } = await freshToasts();
    render(<ToastHost />);
    expect(screen.queryByRole('region')).toBeNull();

    await lazyNotify.error({ title: '警告', description: '账号状态异常，请联系管理员' });
    // At the moment the call resolves, not eventually: the host is mounted (its regions are
    // there) and the notification is on its way to it.
    expect(screen.getAllByRole('region').length).toBeGreaterThan(0);
    expect(await screen.findByText('账号状态异常，请联系管理员')).toBeVisible();
    expect(screen.getByText('警告')).toBeVisible();
  });

  it('loads the library again for the next message when the first could not load it (offline, then online)', async () => {
    const { ToastHost, lazyMessage } = await freshToasts();
    render(<ToastHost />);
    network.online = false;
    await lazyMessage.error('第一条消息');
    expect(screen.queryByRole('region')).toBeNull();

    network.online = true;
    await lazyMessage.error('网络恢复后的消息');
    expect(await screen.findByText('网络恢复后的消息')).toBeVisible();
    expect(network.loads).toBe(2);
  });

  it('leaves the host alone once it is mounted: a message is not a render of the host', async () => {
    const { ToastHost, lazyMessage, useToastHostAsks } = await freshToasts();
    function AskCount() {
      return <output aria-label="asks">{useToastHostAsks()}</output>;
    }
    render(
      <>
        <ToastHost />
        <AskCount />
      </>,
    );
    await lazyMessage.error('第一条消息');
    const asks = screen.getByRole('status', { name: 'asks' }).textContent;
    await lazyMessage.warning('第二条消息');
    expect(await screen.findByText('第二条消息')).toBeVisible();
    expect(screen.getByRole('status', { name: 'asks' }).textContent).toBe(asks);
  });

  it('asks for nothing as a session begins; offline, a message goes to the fallback the layout registers', async () => {
    const { ToastHost, useAuthStore, useToastHostAsks, lazyMessage, lazyNotify, setMessageFallback } =
      await freshToasts();
    function AskCount() {
      return <output aria-label="asks">{useToastHostAsks()}</output>;
    }
    useAuthStore.getState().setToken('a-token');
    try {
      // render() returns once the effects have run: a host that asked has asked by now.
      render(
        <>
          <ToastHost path="/member/list" />
          <AskCount />
        </>,
      );
      expect(screen.getByRole('status', { name: 'asks' }).textContent).toBe('0');
      expect(network.loads).toBe(0);

      const fallback = vi.fn();
      const unregister = setMessageFallback(fallback);
      network.online = false;
      await lazyMessage.error('Network Error');
      await lazyNotify.warning({ title: '警告', description: '账号状态异常，请联系管理员' });
      expect(fallback.mock.calls).toEqual([
        ['error', 'Network Error'],
        ['warning', '账号状态异常，请联系管理员'],
      ]);
      expect(screen.queryByRole('region')).toBeNull();
      unregister();
    } finally {
      useAuthStore.getState().clear();
    }
  });
});
