// Placeholder: replaced by the signup work.
export function SignupPage() {
  return (
    <main>
      <h1>Signup</h1>
    </main>
  );
}
