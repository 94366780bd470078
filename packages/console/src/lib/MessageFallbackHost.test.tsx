import { act, render, screen } from '@testing-library/react';
import { MessageFallbackHost } from './MessageFallbackHost';
import { lazyMessage } from './toasts';

// The network is gone: the toast library cannot be loaded (lib/toasts.ts).
vi.mock('./toastsModule', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('MessageFallbackHost: the messages the toast library could not bring', () => {
  it('draws them in the messages region, an error for 5 s and the others 3 s, the same message once', async () => {
    vi.useFakeTimers();
    render(<MessageFallbackHost />);
    expect(screen.queryByRole('region')).toBeNull();

    await act(() => lazyMessage.error('Network Error'));
    await act(() => lazyMessage.success('保存成功'));
    await act(() => lazyMessage.error('Network Error'));
    const region = screen.getByRole('region', { name: '消息' });
    expect(region).toHaveTextContent('Network Error');
    expect(screen.getAllByText('Network Error')).toHaveLength(1);
    expect(screen.getByText('保存成功').closest('[data-slot=message]')).toHaveAttribute('data-variant', 'success');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText('保存成功')).toBeNull();
    expect(screen.getByText('Network Error')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('lets go of the messages once unmounted (the session ended)', async () => {
    const { unmount } = render(<MessageFallbackHost />);
    unmount();
    await expect(lazyMessage.warning('请填写完整的表单')).resolves.toBeUndefined();
    expect(screen.queryByText('请填写完整的表单')).toBeNull();
  });
});
