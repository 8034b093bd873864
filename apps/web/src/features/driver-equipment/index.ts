// What other areas use: the driver's equipment panel and the unit's assign dialog.

export { useAssignEquipment, useEndAssignment } from './api/driver-equipment-mutations';
export { assignmentOfUnit, useCurrentEquipment } from './api/driver-equipment-queries';
export { EquipmentPanel } from './components/equipment-panel';
export { UnitDriverDialog } from './components/unit-driver-dialog';
