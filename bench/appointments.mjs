// Appointment figures for `npm run bench` (issue: booking): time-slot reads with 1,000 existing
// appointments, and how long 50 concurrent bookings of one slot take to resolve.
import pg from "pg";

import { load } from "./lib.mjs";

/** @param {string} databaseUrl */
export async function seedAppointments(databaseUrl, count = 1000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query("select id from services where bookable_online order by sort_order limit 1");
    // 8 confirmed half-hour appointments a day from 15:00 Beirut, starting tomorrow.
    await client.query(
      `insert into appointments (service_id, patient_name, patient_phone, starts_at, ends_at, status)
       select $1, 'Bench parent ' || n, '+9613123456',
              ((current_date + 1 + n / 8) + time '15:00' + (n % 8) * interval '30 minutes') at time zone 'Asia/Beirut',
              ((current_date + 1 + n / 8) + time '15:30' + (n % 8) * interval '30 minutes') at time zone 'Asia/Beirut',
              'confirmed'
       from generate_series(0, $2 - 1) as n`,
      [rows[0].id, count],
    );
  } finally {
    await client.end();
  }
}

/** A date a week or more ahead that falls on a Tuesday (eight slots, all seeded as booked). */
export function benchDate() {
  const date = new Date(Date.now() + 7 * 86_400_000);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Time-slot reads of a day with bookings, through Next's route handler (and the proxy's checks).
 * @param {string} base
 * @param {number} duration
 */
export function benchTimeSlots(base, duration) {
  return load(`${base}/api/appointments/timeslots?date=${benchDate()}`, { duration, connections: 16 });
}

/** 50 parents pressing Book on the same free slot at once. @param {string} base */
export async function benchConcurrentBookings(base) {
  const services = await (await fetch(`${base}/api/services/online/online`)).json();
  const date = new Date(Date.now() + 400 * 86_400_000);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  const body = (/** @type {number} */ i) =>
    JSON.stringify({
      service: services.data[0].id,
      patient: { name: `Parent ${i}`, phoneNumber: "+9613123456" },
      date: date.toISOString().slice(0, 10),
      startTime: "17:00",
      type: "Online",
      healthDataConsent: true,
    });
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      // 50 parents behind one address (as behind a carrier's NAT): within the per-address limit.
      fetch(`${base}/api/appointments/book`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body(i),
      }).then(
        (r) => r.status,
      ),
    ),
  );
  return {
    ms: Math.round(performance.now() - started),
    accepted: statuses.filter((s) => s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
  };
}
