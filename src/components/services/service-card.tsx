import { buttonClasses } from "~/components/ui/button-classes";
import { formatServicePrice } from "~/lib/money";
import { serviceCardClasses as cardClasses } from "./services-skeleton";

export type ServiceCardData = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOfflineCents: number;
};


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
          <a href="/appointment" className={buttonClasses("primary", "sm")}>
            Book Now<span className="sr-only"> for {service.name}</span>
          </a>
        </div>
      </div>
    </article>
  );
}
