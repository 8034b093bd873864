// What other areas use: the Driver Notes dialog and its Notes panel.
export { DriverNotesDialog } from './components/driver-notes-dialog';
export { DriverNotesPanel } from './components/driver-notes-panel';
