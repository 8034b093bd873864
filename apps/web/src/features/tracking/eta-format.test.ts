import type { LoadEta } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { loadEta } from '../../../test/load-eta';
import { etaShortWhen, etaText, etaWhen } from './eta-format';

const eta = (over: Partial<LoadEta> = {}) => loadEta({ remaining_miles: 1212, state: 'at_risk', ...over });

describe('ETA text', () => {
  it("reads the ETA in the next stop's zone, as its appointment does", () => {
    expect(etaWhen(eta(), 'America/New_York')).toBe('Nov 27 · 09:30 CT');
    // A stop without a state: the company's zone.
    const nowhere = eta({ next_stop: { ...eta().next_stop!, state: null } });
    expect(etaWhen(nowhere, 'America/New_York')).toBe('Nov 27 · 10:30 ET');
    expect(etaShortWhen(eta(), 'UTC')).toBe('Nov 27 09:30');
  });

  it('adds the miles left and the rest the driver needs on the way', () => {
    expect(etaText(eta(), 'UTC')).toBe('ETA Nov 27 · 09:30 CT · 1,212 mi');
    expect(etaText(eta({ includes_reset: true }), 'UTC')).toBe('ETA Nov 27 · 09:30 CT · 1,212 mi · incl. 10h rest');
  });

  it('says why there is no ETA', () => {
    expect(etaText(eta({ eta: null, position: null, remaining_miles: null }), 'UTC')).toBe('No position yet');
    expect(etaText(eta({ eta: null, remaining_miles: null }), 'UTC')).toBe('No ETA: the next stop has no location');
  });
});
