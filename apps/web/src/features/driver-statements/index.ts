// What other areas use: a driver's recurring charges and escrow (the driver's page).
export { RecurringChargesPanel } from './components/recurring-charges-panel';
