export function WhyWeNeedThis({ step, text }: { step: number; text: string }) {
  const id = `q-why-${step}`;
  return (
    <aside className="q-why" aria-labelledby={id}>
      <h3 className="q-why__title" id={id}>
        Why we need this
      </h3>
      <p className="q-why__text">{text}</p>
    </aside>
  );
}
