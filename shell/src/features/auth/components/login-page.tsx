// Placeholder: replaced by the login work.
export function LoginPage() {
  return (
    <main>
      <h1>Login</h1>
    </main>
  );
}
