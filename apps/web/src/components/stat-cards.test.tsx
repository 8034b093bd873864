import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { StatCard, StatCards } from './stat-cards';

describe('StatCards', () => {
  it('shows figures, and cards with a filter are toggle buttons', () => {
    const toggle = vi.fn();
    renderWithApp(
      <StatCards label="Summary">
        <StatCard label="Total" value={1234} icon={HandshakeOutlined} tone={(t) => t.palette.info.main} />
        <StatCard
          label="With warning"
          value={3}
          icon={HandshakeOutlined}
          tone={(t) => t.palette.warning.main}
          onClick={toggle}
          active
        />
      </StatCards>,
    );
    expect(screen.getByRole('region', { name: 'Summary' }).textContent).toContain('1,234');
    const filter = screen.getByRole('button', { name: /With warning/ });
    expect(filter.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(filter);
    expect(toggle).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Total/ })).toBeNull();
  });
});
