// Placeholder: replaced by the landing page work.
export function LandingPage() {
  return (
    <main>
      <h1>JobPortal</h1>
    </main>
  );
}
