import type { SvgIconComponent } from '@mui/icons-material';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';

export interface Benefit {
  icon: SvgIconComponent;
  title: string;
  text: string;
}

/** The six benefit cards of the landing page (spec 1 section 1's capabilities). */
export const BENEFITS: readonly Benefit[] = [
  {
    icon: AltRouteOutlined,
    title: 'Dispatch board',
    text: 'Every load, driver and truck on one board. Assign, re-assign and follow loads from booking to delivery.',
  },
  {
    icon: HandshakeOutlined,
    title: 'Broker and load management',
    text: 'Brokers, shippers, rates, stops and documents kept together, so every load carries its paperwork and its margin.',
  },
  {
    icon: AutoAwesomeOutlined,
    title: 'AI load entry',
    text: 'Upload a rate confirmation and the load is filled in for you: customer, stops, dates and rate, ready to review.',
  },
  {
    icon: RequestQuoteOutlined,
    title: 'Driver statements',
    text: 'Settle with company drivers and owner operators, with deductions and recurring charges applied for you.',
  },
  {
    icon: InsightsOutlined,
    title: 'Analytics and reports',
    text: 'Revenue, rate per mile and miles by driver, with daily, weekly and monthly reports scheduled to your inbox.',
  },
  {
    icon: SensorsOutlined,
    title: 'Telematics and compliance',
    text: 'Connect your telematics provider for hours of service, and keep driver and equipment documents compliant.',
  },
];
