import type { SvgIconComponent } from '@mui/icons-material';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

export interface Solution {
  icon: SvgIconComponent;
  title: string;
  text: string;
  points: readonly string[];
}

/** The capabilities of spec 1 section 1, each with what it covers. */
export const SOLUTIONS: readonly Solution[] = [
  {
    icon: VerifiedUserOutlined,
    title: 'Fleet and compliance',
    text: 'Drivers, trucks and trailers with the documents that keep them on the road.',
    points: [
      'Driver, truck and trailer records',
      'Expiring licences and inspections flagged',
      'Documents stored with each record',
    ],
  },
  {
    icon: AltRouteOutlined,
    title: 'Dispatch board',
    text: 'Book, assign and follow every load from one screen your dispatchers share.',
    points: [
      'Loads by status at a glance',
      'Drivers, trucks and trailers assigned in a click',
      'Dispatcher and track-and-trace desks',
    ],
  },
  {
    icon: HandshakeOutlined,
    title: 'Broker and load management',
    text: 'Brokers and shippers with their contacts, rates, stops and documents.',
    points: [
      'Customer records with billing details',
      'Stops, appointments and rates per load',
      'Rate confirmations kept with the load',
    ],
  },
  {
    icon: AutoAwesomeOutlined,
    title: 'AI load extraction',
    text: 'Turn a rate confirmation into a load without typing it in.',
    points: [
      'Upload the PDF you received',
      'Customer, stops, dates and rate filled in',
      'Review before anything is saved',
    ],
  },
  {
    icon: RequestQuoteOutlined,
    title: 'Driver statements',
    text: 'Settlements for company drivers and owner operators, done in minutes.',
    points: ['Loads and pay per period', 'Deductions and recurring charges', 'Fuel purchases matched to drivers'],
  },
  {
    icon: InsightsOutlined,
    title: 'Analytics and scheduled reports',
    text: 'Know how the business is doing without building spreadsheets.',
    points: [
      'Revenue, rate per mile and miles',
      'Driver and dispatcher performance',
      'Daily, weekly and monthly reports by e-mail',
    ],
  },
  {
    icon: SensorsOutlined,
    title: 'Telematics integration',
    text: 'A native connection to your telematics provider, set up in under 30 minutes.',
    points: [
      'Hours of service for every driver',
      'Duty status and remaining drive time',
      'No double entry between systems',
    ],
  },
];
