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
  },
};

export default en;
