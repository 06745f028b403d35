import {
  AddOnId,
  addOnPrice,
  CatalogPackage,
  CHECKOUT_CANCELLED_PARAM,
  CHECKOUT_CANCELLED_VALUE,
  formatUsd,
  getAddOn,
  PACKAGES,
  PackageId,
  priceFor,
  renewalLabel,
  TERM_YEARS,
  termLabel,
  TermYears,
  totalCents,
} from '@fw/shared-catalog';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon';
import { toast, Toaster } from '../../components/toast';
import { clearCheckout, rememberCheckout } from '../../lib/checkout-storage';
import { errorMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { goToCheckout, openCheckoutTab } from './checkout-window';
import { CHECKOUT_FAILURE, createCheckout } from './create-checkout';

type Selection = Record<PackageId, AddOnId[]>;

const noAddOns = (): Selection => ({ basic: [], starter: [], 'business-growth': [] });

function PackageCard({
  pkg,
  term,
  selected,
  loading,
  disabled,
  onToggle,
  onCheckout,
}: {
  pkg: CatalogPackage;
  term: TermYears;
  selected: AddOnId[];
  loading: boolean;
  disabled: boolean;
  onToggle: (addOn: AddOnId, on: boolean) => void;
  onCheckout: () => void;
}) {
  const total = formatUsd(totalCents(pkg.id, term, selected));
  const titleId = `package-${pkg.id}-title`;
  return (
    <article className={pkg.popular ? 'price-card price-card--popular' : 'price-card'} aria-labelledby={titleId} data-package={pkg.id}>
      <div className="price-card__labels">
        <span className="badge">{pkg.badge}</span>
        {pkg.recommendedLabel ? <span className="badge badge--accent">{pkg.recommendedLabel}</span> : null}
      </div>
      <h2 id={titleId} className="price-card__name">
        {pkg.name}
      </h2>
      <p className="price-card__price">
        <span className="price-card__amount">{formatUsd(priceFor(pkg.id, term))}</span>
        <span className="price-card__term">paid once for {termLabel(term)}</span>
      </p>
      <p className="price-card__renewal">Then {renewalLabel(pkg.id)} after your term</p>
      <p>{pkg.description}</p>
      <p className="price-card__recommendation">{pkg.recommendation}</p>
      <ul className="check-list check-list--roomy">
        {pkg.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} /> {feature}
          </li>
        ))}
        <li>
          <Icon name="check" size={16} /> Hosting and SSL for {termLabel(term)}
        </li>
      </ul>
      {pkg.addOnIds.length > 0 ? (
        <fieldset className="add-ons">
          <legend>Add-ons</legend>
          {pkg.addOnIds.map((addOnId) => {
            const addOn = getAddOn(addOnId);
            const id = `addon-${pkg.id}-${addOnId}`;
            return (
              <div className="add-ons__item" key={addOnId}>
                <input
                  type="checkbox"
                  id={id}
                  checked={selected.includes(addOnId)}
                  onChange={(event) => onToggle(addOnId, event.target.checked)}
                  disabled={disabled}
                />
                <label htmlFor={id}>
                  <span>{addOn.name}</span>
                  <span className="add-ons__price">+{formatUsd(addOnPrice(addOnId, term))}</span>
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <button
        type="button"
        className={
          pkg.popular ? 'button button--accent button--lg button--block price-card__cta' : 'button button--primary button--lg button--block price-card__cta'
        }
        onClick={onCheckout}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
      >
        {loading ? 'Loading...' : `Get Started - ${total}`}
      </button>
    </article>
  );
}

/** docs/product.md §4 checkout: the grid, term choice, add-on toggles and a live total on each button. */
export default function PricingIsland() {
  const hydrated = useHydrated();
  const [term, setTerm] = useState<TermYears>(1);
  const [selection, setSelection] = useState<Selection>(noAddOns);
  const [loadingId, setLoadingId] = useState<PackageId | null>(null);

  // Back from a cancelled checkout: forget what it stored (no hosting step for an unpaid package)
  // and say so, then drop the parameter so a reload or a shared link does not repeat it.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(CHECKOUT_CANCELLED_PARAM) !== CHECKOUT_CANCELLED_VALUE) return;
    clearCheckout();
    toast({ title: 'Checkout cancelled', description: 'You have not been charged. Choose a package whenever you are ready.' });
    url.searchParams.delete(CHECKOUT_CANCELLED_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);

  const toggle = (packageId: PackageId, addOnId: AddOnId, on: boolean) => {
    setSelection((current) => {
      const without = current[packageId].filter((id) => id !== addOnId);
      const pkg = PACKAGES.find((p) => p.id === packageId);
      const next = on ? [...without, addOnId] : without;
      // Keep the catalogue's order so the checkout lists add-ons the same way every time.
      return { ...current, [packageId]: (pkg?.addOnIds ?? []).filter((id) => next.includes(id)) };
    });
  };

  const checkout = async (pkg: CatalogPackage) => {
    if (loadingId) return;
    // Stored before the tab opens: a tab opened by this page starts with a copy of its session storage.
    rememberCheckout(pkg.name, pkg.id);
    const tab = openCheckoutTab();
    setLoadingId(pkg.id);
    try {
      const { url } = await createCheckout({ package_id: pkg.id, term_years: term, add_on_ids: selection[pkg.id] });
      goToCheckout(tab, url);
    } catch (error) {
      tab?.close();
      clearCheckout();
      toast({ title: 'Error', description: errorMessage(error, CHECKOUT_FAILURE), variant: 'destructive' });
    } finally {
      setLoadingId(null);
    }
  };

  return (
    <>
      <fieldset className="term-picker" disabled={!hydrated}>
        <legend>Choose your term</legend>
        <div className="term-picker__options">
          {TERM_YEARS.map((years) => (
            <label key={years} className={years === term ? 'term-picker__option term-picker__option--active' : 'term-picker__option'}>
              <input type="radio" name="term" value={years} checked={years === term} onChange={() => setTerm(years)} />
              <span>{termLabel(years)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="pricing-grid">
        {PACKAGES.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            term={term}
            selected={selection[pkg.id]}
            loading={loadingId === pkg.id}
            disabled={!hydrated || (loadingId !== null && loadingId !== pkg.id)}
            onToggle={(addOnId, on) => toggle(pkg.id, addOnId, on)}
            onCheckout={() => void checkout(pkg)}
          />
        ))}
        <article className="price-card price-card--extra" aria-labelledby="extra-title">
          <span className="card__icon">
            <Icon name="message" />
          </span>
          <h2 id="extra-title" className="price-card__name">
            Need Something Extra?
          </h2>
          <p>
            Online ordering, bookings, extra pages, a multilingual site or something we have not thought of yet? Tell us what you need and we will send you a
            custom quote.
          </p>
          <a className="button button--outline button--lg button--block" href="/contact">
            Contact Us
          </a>
        </article>
      </div>
      <Toaster />
    </>
  );
}
