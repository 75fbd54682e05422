import { useTranslations } from "next-intl";
import { CheckIcon } from "~/components/icons/social-icons";
import { Container } from "~/components/ui/container";
import { clinic } from "~/config/clinic";
import { foundedYear } from "./clinic-text";

type Claim = (typeof clinic.claims)[number];
type Stat = (typeof clinic.stats)[number]["label"];

/** Each of the clinic's claims and stats by its key in the catalogue (home.claims). */
export const claimKeys: Record<Claim, string> = {
  "Board-certified pediatricians, from birth through adolescence": "certified",
  "Multilingual service: Arabic, English and French": "languages",
  "Same-day sick visits": "sameDay",
  "Insurance accepted": "insurance",
  "Founded in 2010": "founded",
};
export const statKeys: Record<Stat, string> = {
  "Years experience": "years",
  "Happy families": "families",
  "Emergency support": "emergency",
  Satisfaction: "satisfaction",
};

/** The clinic's claims, in the page's language. */
export function useClaims(): Array<{ key: string; text: string }> {
  const t = useTranslations("home.claims.items");
  return clinic.claims.map((claim) => ({ key: claimKeys[claim], text: t(claimKeys[claim], { year: foundedYear }) }));
}

/** The clinic's stats ("15+ Years experience"), in the page's language. */
export function useStats(): Array<{ key: string; value: string; label: string }> {
  const t = useTranslations("home.claims.stats");
  return clinic.stats.map((stat) => {
    const key = statKeys[stat.label];
    return { key, value: t(`${key}.value`), label: t(`${key}.label`) };
  });
}

/** The practice's claims and its stats (spec §1). */
export function ClaimsStrip() {
  const t = useTranslations("home.claims");
  const claims = useClaims();
  const stats = useStats();
  return (
    <section aria-labelledby="claims-title" className="bg-primary text-white" data-theme="dark">
      <Container className="py-12 sm:py-14">
        <h2 id="claims-title" className="sr-only">
          {t("title", { clinic: clinic.name })}
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm sm:text-base">
          {claims.map((claim) => (
            <li key={claim.key} className="inline-flex items-center gap-2">
              <CheckIcon size={18} className="shrink-0 text-teal-200" />
              {claim.text}
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse rounded-2xl bg-primary-dark px-4 py-6">
              <dt className="mt-1 text-sm text-white sm:text-base">{stat.label}</dt>
              <dd className="text-3xl font-bold sm:text-4xl">
                <bdi>{stat.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
