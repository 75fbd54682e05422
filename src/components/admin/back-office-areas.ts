/**
 * The back-office's areas and who may open them (docs/decisions/024). The server checks each
 * procedure's role; this list only decides which links a staff member sees.
 */
export type StaffRole = "staff" | "admin";

export const backOfficeAreas = [
  { href: "/admin", label: "Today", roles: ["staff", "admin"] },
  { href: "/admin/agenda", label: "Agenda", roles: ["staff", "admin"] },
  { href: "/admin/children", label: "Children", roles: ["staff", "admin"] },
  { href: "/admin/orders", label: "Orders", roles: ["staff", "admin"] },
  { href: "/admin/subscribers", label: "Subscribers", roles: ["staff", "admin"] },
  { href: "/admin/jobs", label: "E-mails & jobs", roles: ["staff", "admin"] },
  { href: "/admin/sign-in", label: "Your sign-in", roles: ["staff", "admin"] },
  { href: "/admin/services", label: "Services & prices", roles: ["admin"] },
  { href: "/admin/schedule", label: "Hours & closures", roles: ["admin"] },
  { href: "/admin/courses", label: "Courses", roles: ["admin"] },
  { href: "/admin/content", label: "Site content", roles: ["admin"] },
  { href: "/admin/parents", label: "Parents", roles: ["admin"] },
  { href: "/admin/staff", label: "Staff", roles: ["admin"] },
  { href: "/admin/audit", label: "Audit log", roles: ["admin"] },
  { href: "/admin/record-views", label: "Record openings", roles: ["admin"] },
] as const satisfies ReadonlyArray<{
  href: string;
  label: string;
  roles: readonly StaffRole[];
}>;

export function areasFor(role: StaffRole) {
  return backOfficeAreas.filter((area) => (area.roles as readonly StaffRole[]).includes(role));
}
