/** The dashboard header's greeting; a passwordless parent may have no first name yet. */
export function WelcomeMessage({ firstName, className }: { firstName: string; className?: string }) {
  const name = firstName.trim();
  return <p className={className}>{name ? `Welcome back, ${name}` : "Welcome back"}</p>;
}
