import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useToday } from '../../components/today';
import { type Quarter, readQuarter } from './ifta-quarter';

const TRUCK = 'truck';
const JURISDICTION = 'jurisdiction';

export interface IftaParams extends Quarter {
  /** The truck the return is narrowed to, or undefined for the whole fleet. */
  truckId: number | undefined;
  /** The jurisdiction whose details are open. */
  jurisdiction: string | null;
  /** Sets (or with null removes) parameters in one navigation. */
  patch: (changes: Partial<Record<'year' | 'quarter' | 'truck' | 'jurisdiction', string | null>>) => void;
}

/** The return's quarter, truck and open jurisdiction, held in the address so a link shows the same figures. */
export function useIftaParams(): IftaParams {
  const today = useToday();
  const [search, setSearch] = useSearchParams();
  const { year, quarter } = readQuarter(search, today);
  const truck = Number(search.get(TRUCK));
  const jurisdiction = search.get(JURISDICTION);
  const patch = useCallback<IftaParams['patch']>(
    (changes) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  return {
    year,
    quarter,
    truckId: Number.isInteger(truck) && truck > 0 ? truck : undefined,
    jurisdiction: jurisdiction && /^[A-Z]{2}$/.test(jurisdiction) ? jurisdiction : null,
    patch,
  };
}
