import type { SvgIconComponent } from '@mui/icons-material';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import OilBarrelOutlined from '@mui/icons-material/OilBarrelOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RvHookupOutlined from '@mui/icons-material/RvHookupOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShareLocationOutlined from '@mui/icons-material/ShareLocationOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { MenuIcon } from '@tms/domain';

export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  companies: BusinessOutlined,
  users: PeopleAltOutlined,
  permissions: AdminPanelSettingsOutlined,
  settings: SettingsOutlined,
  loads: LocalShippingOutlined,
  'load-inbox': MoveToInboxOutlined,
  'track-and-trace': ShareLocationOutlined,
  dashboards: SpaceDashboardOutlined,
  dashboard: InsightsOutlined,
  'dispatch-performance': SpeedOutlined,
  compliance: VerifiedUserOutlined,
  hos: AccessTimeOutlined,
  customers: HandshakeOutlined,
  management: ManageAccountsOutlined,
  drivers: BadgeOutlined,
  'dispatcher-assignments': AssignmentIndOutlined,
  'track-and-trace-assignments': AssignmentTurnedInOutlined,
  equipment: WarehouseOutlined,
  trucks: LocalShippingOutlined,
  trailers: RvHookupOutlined,
  accounting: AccountBalanceOutlined,
  'accounting-loads': ReceiptLongOutlined,
  'fuel-cards': CreditCardOutlined,
  'fuel-transactions': LocalGasStationOutlined,
  'driver-statements': RequestQuoteOutlined,
  ifta: OilBarrelOutlined,
  'company-info': ApartmentOutlined,
  divisions: AccountTreeOutlined,
  'load-statuses': FlagOutlined,
  'appointment-types': EventOutlined,
  integrations: ExtensionOutlined,
  'demo-requests': ContactMailOutlined,
};
