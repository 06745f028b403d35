/** docs/product.md §2 not-found page, inside the site's header and footer. The attempted path is logged by the page script (entry-client). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <div className="not-found__inner">
        <h1 id="not-found-title">404</h1>
        <p>Oops! Page not found</p>
        <a className="button button--primary" href="/">
          Return to Home
        </a>
      </div>
    </section>
  );
}
