import type { HosDriver } from './hos.repo';

type FileDriver = { first_name: string; last_name: string; license_number: string; license_state: string };

const licence = (v: string | null) => (v ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const name = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The company's driver an ELD file's log belongs to: the one whose CDL number (and state, when both
 * are known) is the file's licence; else the only driver of that first and last name. Two drivers of
 * one name and no licence to tell them apart: none, and the import asks for the CDL number.
 */
export function matchEldDriver(file: FileDriver, drivers: readonly HosDriver[]): HosDriver | undefined {
  const wanted = licence(file.license_number);
  const state = file.license_state.trim().toUpperCase();
  if (wanted) {
    const byLicence = drivers.filter(
      (d) => licence(d.cdl_number) === wanted && (!d.cdl_state || !state || d.cdl_state === state),
    );
    if (byLicence.length === 1) return byLicence[0];
  }
  const byName = drivers.filter(
    (d) => name(d.first_name) === name(file.first_name) && name(d.last_name) === name(file.last_name),
  );
  return byName.length === 1 ? byName[0] : undefined;
}
