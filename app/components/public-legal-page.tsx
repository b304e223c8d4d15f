import { useTranslation } from "#app/lib/use-translation";
import { PublicLayout, usePublicContact } from "#app/components/public-layout";

/** A legal text page (privacy, terms): a title, a date, an introduction and numbered sections. */
export function LegalPage({ section, parts }: { section: "privacy" | "terms"; parts: readonly string[] }) {
  const { t } = useTranslation();
  const contact = usePublicContact();
  const vars = { email: contact.email, phone: contact.phone, address: contact.address };
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-semibold text-primary">{t(`legal.${section}.title`)}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t(`legal.${section}.updated`)}</p>
        <p className="mt-6 text-lg">{t(`legal.${section}.intro`)}</p>
        {parts.map((part) => (
          <section key={part} aria-labelledby={`${section}-${part}`} className="mt-8">
            <h2 id={`${section}-${part}`} className="text-xl font-semibold">
              {t(`legal.${section}.${part}Title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t(`legal.${section}.${part}Text`, vars)}</p>
          </section>
        ))}
      </article>
    </PublicLayout>
  );
}
