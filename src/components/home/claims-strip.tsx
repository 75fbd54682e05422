import { CheckIcon } from "~/components/icons/social-icons";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";

/** The practice's claims and its stats (spec §1). */
export function ClaimsStrip() {
  return (
    <section aria-labelledby="claims-title" className="bg-primary text-white" data-theme="dark">
      <Container className="py-12 sm:py-14">
        <h2 id="claims-title" className="sr-only">
          Why families choose {clinic.name}
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm sm:text-base">
          {clinic.claims.map((claim) => (
            <li key={claim} className="inline-flex items-center gap-2">
              <CheckIcon size={18} className="shrink-0 text-teal-200" />
              {claim}
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {clinic.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-primary-dark px-4 py-6">
              <dt className="mt-1 text-sm text-white sm:text-base">{stat.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
