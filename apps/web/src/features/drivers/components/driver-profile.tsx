import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CDL_ENDORSEMENT_LABELS,
  DRIVER_TYPE_LABELS,
  type Driver,
  formatDate,
  PAY_TYPE_LABELS,
  type PayProfile,
} from '@tms/domain';
import { useSession } from '../../../app/session/use-session';
import { ExpiryChip } from '../../../components/expiry-chip';
import { DetailItem } from '../../customers/components/detail-item';
import { DriverAppSection } from './driver-app-section';
import { ProfileSection } from './profile-section';

function ExpiryItem({ label, date }: { label: string; date: string | null }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25 }}>
        <ExpiryChip date={date} label={label} />
      </Box>
    </Box>
  );
}

/** "$0.6500 per loaded mile", "25% of the load", "$350.00 per load". */
export function payText(p: PayProfile): string {
  const rate = p.rate.replace(/(\.\d\d)0+$/, '$1');
  if (p.pay_type === 'percentage') return `${rate}% of the load`;
  if (p.pay_type === 'flat_per_load') return `$${rate} per load`;
  return `$${rate} ${p.pay_type === 'per_mile_loaded' ? 'per loaded mile' : 'per mile'}`;
}

/**
 * The driver file as read: identity, employment, CDL and medical card, contact, pay. Pay and
 * identity numbers are the driver file's keepers' only: the server leaves them out for others.
 */
export function DriverProfile({ driver: d }: { driver: Driver }) {
  const keeper = useSession().capabilities.has('drivers');
  const address = [d.street_address, [d.city, d.state].filter(Boolean).join(', '), d.zip_code]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <ProfileSection title="Contact">
        <DetailItem label="Phone" value={d.phone_number} href={d.phone_number ? `tel:${d.phone_number}` : undefined} />
        <DetailItem label="E-mail" value={d.email} href={d.email ? `mailto:${d.email}` : undefined} />
        <DetailItem label="Address" value={address} wide />
        {keeper && (
          <>
            <DetailItem label="SSN" value={d.ssn_last4 ? `•••-••-${d.ssn_last4}` : null} />
            <DetailItem label="Date of birth" value={d.date_of_birth && formatDate(d.date_of_birth)} />
          </>
        )}
      </ProfileSection>
      <DriverAppSection driverId={d.id} />
      <ProfileSection title="Employment">
        <DetailItem label="Driver type" value={DRIVER_TYPE_LABELS[d.driver_type]} />
        <DetailItem label="Division" value={d.division} />
        <DetailItem label="Hire date" value={d.hire_date && formatDate(d.hire_date)} />
        <DetailItem label="Termination date" value={d.termination_date && formatDate(d.termination_date)} />
        <DetailItem label="Dispatchers" value={d.dispatchers.map((p) => p.full_name).join(', ')} wide />
      </ProfileSection>
      <ProfileSection title="License and medical">
        <DetailItem label="CDL number" value={d.cdl_number} />
        <DetailItem
          label="CDL state and class"
          value={[d.cdl_state, d.cdl_class && `Class ${d.cdl_class}`].filter(Boolean).join(' · ')}
        />
        <ExpiryItem label="CDL expiry" date={d.cdl_expiry} />
        <ExpiryItem label="Medical card expiry" date={d.medical_card_expiry} />
        <DetailItem
          label="Endorsements"
          value={d.cdl_endorsements.map((e) => `${e} (${CDL_ENDORSEMENT_LABELS[e]})`).join(', ')}
          wide
        />
      </ProfileSection>
      <ProfileSection title="Emergency contact">
        <DetailItem label="Name" value={d.emergency_contact_name} />
        <DetailItem label="Relationship" value={d.emergency_contact_relationship} />
        <DetailItem label="Phone" value={d.emergency_contact_phone} />
      </ProfileSection>
      {keeper && (
        <ProfileSection title="Pay">
          <DetailItem label="Pay type" value={d.pay_profile && PAY_TYPE_LABELS[d.pay_profile.pay_type]} />
          <DetailItem label="Rate" value={d.pay_profile && payText(d.pay_profile)} />
          <DetailItem label="Effective" value={d.pay_profile && formatDate(d.pay_profile.effective_date)} />
        </ProfileSection>
      )}
    </>
  );
}
