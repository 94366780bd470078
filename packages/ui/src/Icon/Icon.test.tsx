import { render, screen } from '@testing-library/react';
import { Icon, menuIconNames } from './Icon';

describe('Icon', () => {
  // That these are exactly the spec's menu icons is checked where both meet: the console's menu test.
  it('draws every menu icon it maps, named and marked', () => {
    expect(menuIconNames.length).toBeGreaterThan(0);
    for (const name of menuIconNames) {
      const { unmount } = render(<Icon name={name} label={name} />);
      expect(screen.getByRole('img', { name })).toHaveAttribute('data-icon', name);
      unmount();
    }
  });

  it('renders a neutral fallback for an unknown name, and inherited names are unknown', () => {
    render(
      <>
        <Icon name="nope" label="a" />
        <Icon name="toString" label="b" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'a' })).toHaveAttribute('data-icon', 'fallback');
    expect(screen.getByRole('img', { name: 'b' })).toHaveAttribute('data-icon', 'fallback');
  });
});
