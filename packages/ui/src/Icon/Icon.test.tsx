import { render, screen } from '@testing-library/react';
import { Icon, menuIconNames } from './Icon';

describe('Icon', () => {
  it('maps every menu icon name of the spec', () => {
    expect([...menuIconNames].sort()).toEqual(
      [
        'user',
        'goods',
        'management',
        'shopping cart',
        'order',
        'theme',
        'money',
        'equipment',
        'table',
        'wechat',
        'hospital',
        'component',
        '404',
        'form',
        'drag',
        'icon',
        'documentation',
      ].sort(),
    );
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
