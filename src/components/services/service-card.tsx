import Link from "next/link";
import { buttonClasses } from "~/components/ui/button-classes";
import { formatServicePrice } from "~/lib/money";

export type ServiceCardData = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOfflineCents: number;
};

const cardClasses =
  "flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70";

export function ServiceCard({
  service,
  headingLevel = "h3",
  eager = false,
}: {
  service: ServiceCardData;
  headingLevel?: "h2" | "h3";
  /** Cards in the first screenful load their picture at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className={cardClasses}>
      <div className="aspect-[16/10] bg-cream">
        {/* eslint-disable-next-line @next/next/no-img-element -- local SVG art with fixed box */}
        <img
          src={service.imageUrl}
          alt=""
          width={480}
          height={300}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-navy">{service.name}</Heading>
        <p className="mt-2 text-sm text-muted">{service.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <p className="font-bold text-primary" data-testid="service-price">
            <span className="sr-only">Price: </span>
            {formatServicePrice(service)}
          </p>
          <Link href="/appointment" className={buttonClasses("primary", "sm")}>
            Book Now<span className="sr-only"> for {service.name}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A placeholder the size of a card, shown while the services load. */
export function ServiceCardSkeleton() {
  return (
    <div className={`${cardClasses} animate-pulse`}>
      <div className="aspect-[16/10] bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-2/3 rounded-full bg-slate-200" />
        <div className="h-3.5 w-full rounded-full bg-slate-200" />
        <div className="h-3.5 w-full rounded-full bg-slate-200" />
        <div className="h-3.5 w-4/5 rounded-full bg-slate-200" />
        <div className="mt-auto flex items-center justify-between pt-5">
          <div className="h-5 w-16 rounded-full bg-slate-200" />
          <div className="h-10 w-28 rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
