// Login and profile (the LoginForm and ProfileView islands, src/lib/auth). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_ACCOUNT = {
  // Login and profile
  'auth.email': 'E-mailadres',
  'auth.password': 'Wachtwoord',
  'auth.passwordHint': 'Minimaal 6 karakters.',
  'auth.or': 'of',
  'auth.google': 'Inloggen met Google',
  'auth.login.intro': 'Log in om je portfolio en watchlist te bekijken.',
  'auth.login.switch': 'Nog geen account? Registreer je',
  'auth.register.title': 'Account aanmaken',
  'auth.register.intro': 'Maak gratis een account aan met je e-mailadres of Google.',
  'auth.register.submit': 'Registreren',
  'auth.register.switch': 'Heb je al een account? Log in',
  'profile.signedOut.title': 'Niet ingelogd',
  'profile.signedOut.text': 'Je moet ingelogd zijn om je profiel te bekijken.',
  'profile.title': 'Mijn Profiel',
  'profile.intro': 'Beheer je account en bekijk je instellingen',
  'profile.account': 'Account Informatie',
  'profile.userId': 'Gebruikers-ID',
  'profile.created': 'Account aangemaakt',
  'profile.lastSignIn': 'Laatste login',
  'profile.unknown': 'Onbekend',
  'profile.actions': 'Account Acties',
  'profile.security': 'Beveiliging',
  'profile.security.text':
    'Je account wordt beveiligd door Firebase Authentication van Google. Je wachtwoord wordt nooit door Brokerkompas opgeslagen.',
  'profile.verified': 'Account geverifieerd',
  'profile.signOut.text': 'Log uit op dit apparaat. Je kunt altijd opnieuw inloggen met je e-mailadres.',
  'profile.signOut.failed': 'Uitloggen is mislukt.',
  'profile.signOut.forgetDevice': 'Ook mijn gegevens van dit apparaat verwijderen',
  'profile.device.title': 'Bewaard op dit apparaat',
  'profile.device.text':
    'Je opgeslagen exports van Mijn kosten (productnamen en bedragen), je watchlist met notities en je instellingen staan alleen in deze browser, niet bij Brokerkompas. Ze blijven staan als je uitlogt, zodat je ze terugvindt als je weer inlogt.',
  'profile.device.remove':
    "Verwijder ze door bij het uitloggen 'Ook mijn gegevens van dit apparaat verwijderen' aan te vinken. Opgeslagen exports verwijder je ook met de knop op Mijn kosten.",
} as const;

/** Its texts for islands: `tAccount('key', { values })`. */
export const tAccount = /* @__PURE__ */ textsOf(NL_ACCOUNT);
