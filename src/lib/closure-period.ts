/** A closure's period in Beirut wall-clock terms; `ends` is the last closed day and its end time. */
export type ClosurePeriodText = { starts: { date: string; time: string }; ends: { date: string; time: string } };

/** "2027-01-15, all day", "2027-01-15, 16:00–17:00", "2027-01-15 to 2027-01-17, all day" … */
export function describeClosurePeriod({ starts, ends }: ClosurePeriodText): string {
  const allDay = starts.time === "00:00" && ends.time === "00:00";
  if (allDay) return starts.date === ends.date ? `${starts.date}, all day` : `${starts.date} to ${ends.date}, all day`;
  return starts.date === ends.date ? `${starts.date}, ${starts.time}–${ends.time}` : `${starts.date} ${starts.time} to ${ends.date} ${ends.time}`;
}
