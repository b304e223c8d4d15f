import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { PublicLayout } from "#app/components/public-layout";
import { buttonVariants } from "#app/components/ui/button";
import { getT } from "#app/server/i18n.server";

export async function loader({ context }: Route.LoaderArgs) {
  const t = getT(context);
  return { title: t("meta.defaultTitle"), description: t("meta.defaultDescription") };
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-6 py-24">
          <h1 className="max-w-2xl text-4xl font-semibold leading-tight md:text-5xl">{t("home.heroTitle")}</h1>
          <p className="max-w-xl text-lg opacity-90">{t("home.heroText")}</p>
          <div>
            <a href="#flight-request-form" className={buttonVariants({ variant: "accent", size: "lg" })}>
              {t("home.cta")}
            </a>
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
];
