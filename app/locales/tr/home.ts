/** Turkish texts of the "home" section (keys mirrored in ../en/home.ts): the landing page's hero. */
const home = {
  heroTitle: "Gökyüzünde size özel bir ufuk",
  heroText: "Özel jetinizi dakikalar içinde talep edin; 24 saat içinde size özel teklifimizle dönelim.",
  cta: "Uçuş Talep Et",
} as const;

export default home;
