import type { Staff } from './desk-api.ts';
import { DeskAuditLog } from './desk-admin-audit-log.tsx';
import { DeskStaffList } from './desk-admin-staff-list.tsx';

/** An admin's panels under the desk's inbox: the staff list, then the audit log. */
export function DeskAdminPanels({ self }: { self: Staff }) {
  return (
    <>
      <DeskStaffList self={self} />
      <DeskAuditLog />
    </>
  );
}
