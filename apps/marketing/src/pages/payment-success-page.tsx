import { Island } from '../app/island';
import PaymentSuccessIsland from '../features/payment-success/payment-success.island';

export function PaymentSuccessPage() {
  return (
    <section className="section">
      <div className="container container--narrow payment-result">
        <Island name="payment-success" component={PaymentSuccessIsland} />
      </div>
    </section>
  );
}
