/** What a staff member sees on a page their role may not open (the server refused its data). */
export function BackOfficeRefusal({ message }: { message: string }) {
  return (
    <section role="alert" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <p className="font-semibold text-navy">{message}</p>
      <p className="mt-1 text-sm text-muted">Ask the clinic&apos;s administrator if you need this.</p>
    </section>
  );
}
