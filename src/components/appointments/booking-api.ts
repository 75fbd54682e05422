import { centsFromDollars } from "~/lib/money";
import { restGet, restPost } from "~/lib/rest-client";
import type { TBookAppointment } from "~/schemas/appointments";
import type { RouterOutputs } from "~/trpc/react";
import type { OnlineService } from "./service-select";

/**
 * The booking form's calls, through the REST adapter's paths (decision 012): the same procedures
 * and schemas as the tRPC router, without the tRPC client and superjson in the public pages'
 * script. React Query keeps the caching, refetching and invalidation.
 */
type Appointments = RouterOutputs["appointments"];
type Answer<T> = { success: true; data: T };

/** What GET /api/services/online/online answers: prices in dollars, as the spec's client read them. */
type ServiceAnswer = { id: string; name: string; description: string; price: { online: number } };

export const bookingKeys = {
  services: ["booking", "services"] as const,
  days: (from: string, to: string) => ["booking", "days", from, to] as const,
  allDays: ["booking", "days"] as const,
  slots: (date: string) => ["booking", "slots", date] as const,
  allSlots: ["booking", "slots"] as const,
};

export async function fetchOnlineServices(): Promise<OnlineService[]> {
  const { data } = await restGet<Answer<ServiceAnswer[]>>("/api/services/online/online");
  return data.map((s) => ({ id: s.id, name: s.name, description: s.description, priceOnlineCents: centsFromDollars(s.price.online) }));
}

export async function fetchAvailableDays(from: string, to: string): Promise<Appointments["availableDays"]> {
  const query = new URLSearchParams({ from, to });
  return (await restGet<Answer<Appointments["availableDays"]>>(`/api/appointments/available-days?${query}`)).data;
}

export async function fetchTimeSlots(date: string): Promise<Appointments["timeSlots"]> {
  const query = new URLSearchParams({ date });
  return (await restGet<Answer<Appointments["timeSlots"]>>(`/api/appointments/timeslots?${query}`)).data;
}

export async function bookAppointment(input: TBookAppointment): Promise<Pick<Appointments["book"], "orderId" | "session">> {
  return (await restPost<Answer<Pick<Appointments["book"], "orderId" | "session">>>("/api/appointments/book", input)).data;
}
