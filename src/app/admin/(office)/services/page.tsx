import type { Metadata } from "next";
import { requireStaff } from "~/components/admin/require-staff";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { ServiceForm } from "~/components/admin/services/service-form";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Services & prices" };

/** The clinic's services: details, prices, online booking, archive. The site shows each change at once. */
export default async function ServicesAdminPage() {
  await requireStaff();
  const services = await api.admin.services.list().catch(callErrorOfServer);
  if ("refused" in services) return <BackOfficeRefusal message={services.refused} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Services &amp; prices</h1>
      <p className="text-sm text-muted">A new price applies to bookings made from now on; orders already made keep theirs. Archived services leave the site and the booking form, and stay on past orders.</p>
      {services.map((service) => (
        <section key={service.id} aria-labelledby={`service-${service.id}-title`} className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
          <h2 id={`service-${service.id}-title`} className="mb-4 text-xl font-bold text-navy">
            {service.name}
            {service.archivedAt ? <span className="ms-2 rounded-full bg-slate-200 px-2.5 py-0.5 align-middle text-xs font-semibold text-slate-800">Archived</span> : null}
          </h2>
          <ServiceForm service={service} />
        </section>
      ))}
      <section aria-labelledby="new-service-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="new-service-title" className="mb-4 text-xl font-bold text-navy">
          Add a service
        </h2>
        <ServiceForm service={null} />
      </section>
    </div>
  );
}
