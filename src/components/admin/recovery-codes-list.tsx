/** Recovery codes as shown once: a list to write down or print, read out one by one. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl bg-cream p-4 font-mono text-base text-navy" dir="ltr">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ol>
  );
}
