import type profile from "../tr/profile";
import type { Widen } from "../types";

const en: Widen<typeof profile> = {
  details: {
    title: "Personal details",
    description: "Your first name, last name and phone number.",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    phoneHint: "Optional. Example: +90 532 123 45 67",
    email: "E-mail",
    emailHint: "Used to sign in; it cannot be changed here.",
    submit: "Save details",
    submitting: "Saving...",
    savedTitle: "Profile updated",
    savedText: "Your details were saved.",
    errorTitle: "The details could not be saved",
  },
  password: {
    title: "Change password",
    description: "For your security, enter your current password first.",
    current: "Current password",
    new: "New password",
    newHint: "At least 8 and at most 128 characters.",
    confirm: "New password (again)",
    signOutOthersHint: "When your password changes, your sessions on other devices and browsers are ended; this session stays signed in.",
    submit: "Change password",
    submitting: "Changing password...",
    wrongCurrent: "Your current password is wrong.",
    tooManyAttempts: "Too many wrong attempts. Please try again in {{minutes}} minutes.",
    errorTitle: "The password could not be changed",
    changedTitle: "Password changed",
    changedOthersText: "Your new password was saved and your other sessions were signed out.",
    setTitle: "Set a password",
    setDescription:
      "Your account was opened through an offer link and has no password yet. If you like, set one, so that you can also sign in with your e-mail and password.",
    setSubmit: "Save password",
    setDoneTitle: "Password set",
    setDoneText: "You can now sign in with your e-mail address and password.",
    alreadySet: "Your account already has a password; reload the page to change it.",
  },
};

export default en;
