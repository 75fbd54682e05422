import type { TBookAppointment } from "~/schemas/appointments";
import { loadTRPCClient } from "~/trpc/load-client";
import type { RouterOutputs } from "~/trpc/react";
import type { BookableChild } from "./child-choice";
import type { OnlineService } from "./service-choice";

/**
 * The booking form's calls: the appointments procedures through the browser's one tRPC client
 * (decision 021), loaded alongside the form's own chunk. React Query keeps the caching,
 * refetching and invalidation; calls made together (services and available days) go as one
 * request.
 */
type Appointments = RouterOutputs["appointments"];

export const bookingKeys = {
  services: ["booking", "services"] as const,
  days: (from: string, to: string) => ["booking", "days", from, to] as const,
  allDays: ["booking", "days"] as const,
  slots: (date: string) => ["booking", "slots", date] as const,
  allSlots: ["booking", "slots"] as const,
  children: (userId: string) => ["booking", "children", userId] as const,
  whatsapp: ["booking", "whatsapp"] as const,
};

export async function fetchOnlineServices(): Promise<OnlineService[]> {
  const services = await (await loadTRPCClient()).appointments.listOnlineServices.query();
  return services.map((s) => ({
    id: s.id,
    slug: s.slug,
    name: s.name,
    description: s.description,
    priceOnlineCents: s.priceOnlineCents,
    minAgeMonths: s.minAgeMonths,
    maxAgeMonths: s.maxAgeMonths,
  }));
}

/** Whether the clinic sends WhatsApp messages, so the form offers them (decision 053). */
export async function fetchWhatsAppOffered(): Promise<boolean> {
  return (await (await loadTRPCClient()).appointments.whatsappOffered.query()).offered;
}

/** The signed-in parent's children, for "Who is the appointment for?" (decision 046). */
export async function fetchMyChildren(): Promise<BookableChild[]> {
  const { children } = await (await loadTRPCClient()).family.list.query();
  return children.map((c) => ({ id: c.id, firstName: c.firstName, lastName: c.lastName, dateOfBirth: c.dateOfBirth }));
}

export async function fetchAvailableDays(from: string, to: string): Promise<Appointments["availableDays"]> {
  return (await loadTRPCClient()).appointments.availableDays.query({ from, to });
}

export async function fetchTimeSlots(date: string): Promise<Appointments["timeSlots"]> {
  return (await loadTRPCClient()).appointments.timeSlots.query({ date });
}

export async function bookAppointment(input: TBookAppointment): Promise<Pick<Appointments["book"], "orderId" | "session">> {
  const { orderId, session } = await (await loadTRPCClient()).appointments.book.mutate(input);
  return { orderId, session };
}

/** What the parent typed for a booking they could not pay (the payment's return proves it is theirs). */
export async function fetchRetryDetails(orderId: string, sessionId: string): Promise<Appointments["retryDetails"]> {
  return (await loadTRPCClient()).appointments.retryDetails.query({ orderId, sessionId });
}
