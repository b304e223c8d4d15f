import type { Widen } from "../types";
import type tr from "../tr/auth";

const auth: Widen<typeof tr> = {
  signInTab: "Sign in",
  signUpTab: "Sign up",
  email: "E-mail",
  password: "Password",
  firstName: "First name",
  lastName: "Last name",
  role: "Account type",
  roles: { admin: "Admin", operations: "Operations", broker: "Broker", sales: "Customer" },
  signIn: "Sign in",
  signUp: "Sign up",
  signingIn: "Signing in...",
  signingUp: "Creating account...",
  signOut: "Sign out",
  passwordHint: "At least 8 characters.",
  headings: {
    auth: {
      title: "Welcome to Ufuk Jet",
      description: "Sign in to your account or create a new one.",
      subtitle: "Your private jet experience is one click away.",
    },
    login: { title: "Customer login", description: "Manage your flights and reservations.", subtitle: "Ufuk Jet customer area" },
    admin: { title: "Staff login", description: "Sign in to reach the back office.", subtitle: "Ufuk Jet back office" },
    broker: {
      title: "Broker login",
      description: "Answer quote requests and publish your empty legs.",
      subtitle: "Ufuk Jet broker portal",
    },
  },
  pageTitles: {
    auth: "Sign in / Sign up — Ufuk Jet",
    login: "Customer login — Ufuk Jet",
    admin: "Staff login — Ufuk Jet",
    broker: "Broker login — Ufuk Jet",
  },
  signInErrorTitle: "Sign-in error",
  signUpErrorTitle: "Sign-up error",
  invalidCredentials: "Wrong e-mail or password.",
  accountDisabled: "This account has been disabled. Please contact your administrator.",
  successTitle: "Success",
  welcomeAdmin: "Welcome to the back office.",
  welcome: "Welcome back, {{name}}.",
  signUpSuccessTitle: "Sign-up complete",
  signUpSuccessText: "Your account was created. Please check your e-mail.",
  signOutTitle: "Signed out",
  signOutText: "You signed out securely.",
  tooManyAttempts: "Too many attempts. Please try again in {{minutes}} minutes.",
  insecureConnection:
    "Sign-in failed: this page was opened over an unencrypted connection (http://) and your browser does not keep the secure session cookie on it. Please open the address with https://; on a self-hosted install in your own network, the administrator can allow sign-in over HTTP with INSECURE_COOKIES=1.",
  verifyTitle: "E-mail verification",
  verifyText: "Press the button below to verify your e-mail address.",
  verifyButton: "Verify my e-mail",
  verifyDone: "Your e-mail address is verified. You can sign in.",
  verifyInvalid: "The verification link is invalid or has expired.",
  profileLoading: "Loading profile...",
};

export default auth;
