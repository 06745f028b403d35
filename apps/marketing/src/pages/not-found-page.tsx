/** Spec §2 not-found page. The attempted path is logged by the page script (entry-client). */
export function NotFoundPage() {
  return (
    <main id="main" className="not-found">
      <div className="not-found__inner">
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </div>
    </main>
  );
}
