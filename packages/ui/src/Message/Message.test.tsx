import { act, render, screen } from '@testing-library/react';
import {
  MESSAGE_DURATION_MS,
  MESSAGE_ERROR_DURATION_MS,
  MessageHost,
  message,
  messageDuration,
  messageKey,
} from './Message';

describe('messageDuration', () => {
  it('keeps errors 5000 ms (docs/SPECIFICATION.md §9) and every other type 3000 ms', () => {
    expect(MESSAGE_ERROR_DURATION_MS).toBe(5000);
    expect(MESSAGE_DURATION_MS).toBe(3000);
    expect(messageDuration('error')).toBe(5000);
    expect(messageDuration('success')).toBe(3000);
    expect(messageDuration('info')).toBe(3000);
    expect(messageDuration('warning')).toBe(3000);
  });
});

describe('messageKey', () => {
  it('is the same for the same type and text, different otherwise', () => {
    expect(messageKey('error', '网络错误')).toBe(messageKey('error', '网络错误'));
    expect(messageKey('error', '网络错误')).not.toBe(messageKey('warning', '网络错误'));
    expect(messageKey('error', '网络错误')).not.toBe(messageKey('error', '网络错误!'));
  });
});

describe('message host', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => message.dismissAll());
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('collapses identical messages and removes them after their duration', () => {
    render(<MessageHost />);
    act(() => {
      message.error('网络错误');
      message.error('网络错误');
      message.success('保存成功');
    });
    // Sonner hands a new toast to its host on the next tick.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByText('网络错误')).toHaveLength(1);
    expect(screen.getByText('保存成功')).toBeInTheDocument();

    // Past 3 s (plus sonner's 200 ms exit) the success is gone, the error stays.
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS + 300));
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument();
    expect(screen.getByText('网络错误')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(MESSAGE_ERROR_DURATION_MS - MESSAGE_DURATION_MS));
    expect(screen.queryByText('网络错误')).not.toBeInTheDocument();
  });

  it('shows the same text again once the first one has gone', () => {
    render(<MessageHost />);
    act(() => {
      message.info('导出完成');
    });
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('导出完成')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(MESSAGE_DURATION_MS + 300));
    expect(screen.queryByText('导出完成')).not.toBeInTheDocument();
    act(() => {
      message.info('导出完成');
    });
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByText('导出完成')).toHaveLength(1);
  });
});
