import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadEta } from '../../../test/load-eta';
import { LoadEtaLine, LoadEtasContext } from './load-eta-line';

const eta = loadEta({ includes_reset: true, state: 'at_risk' });

const board = (ui: React.ReactNode) =>
  render(<LoadEtasContext.Provider value={new Map([[7, eta]])}>{ui}</LoadEtasContext.Provider>);

describe('the ETA under a load on the board', () => {
  it("shows the state and the ETA's time in the table, the whole line in the tooltip", () => {
    board(<LoadEtaLine load={{ id: 7 }} />);
    const line = screen.getByTestId('load-eta');
    expect(line.textContent).toBe('At risk· Nov 27 09:30');
    expect(line.getAttribute('title')).toBe('At risk · ETA Nov 27 · 09:30 CT · 212 mi · incl. 10h rest');
  });

  it('shows the whole line on a card', () => {
    board(<LoadEtaLine load={{ id: 7 }} full />);
    expect(screen.getByTestId('load-eta').textContent).toBe('At risk· ETA Nov 27 · 09:30 CT · 212 mi · incl. 10h rest');
  });

  it('shows nothing for a load not on the road', () => {
    board(<LoadEtaLine load={{ id: 8 }} />);
    expect(screen.queryByTestId('load-eta')).toBeNull();
  });
});
