// Login and profile (the LoginForm and ProfileView islands, src/lib/auth). A section of the Dutch UI dictionary (src/i18n/nl/index.ts).
import { textsOf } from '../fill';
export const NL_ACCOUNT = {
  // Login and profile
  // Firebase errors on the login form (src/lib/auth/errors.ts)
  'auth.error.emptyFields': 'Vul alle velden in.',
  'auth.error.emailInUse': 'Dit e-mailadres is al in gebruik.',
  'auth.error.userNotFound': 'Geen account gevonden met dit e-mailadres.',
  'auth.error.wrongPassword': 'Onjuist wachtwoord.',
  'auth.error.weakPassword': 'Wachtwoord moet minimaal 6 karakters bevatten.',
  'auth.error.google': 'Er is een fout opgetreden bij het inloggen met Google.',
  'auth.error.generic': 'Er is een fout opgetreden. Probeer het opnieuw.',
  'auth.error.invalidCredential': 'Onjuist e-mailadres of wachtwoord.',
  'auth.error.tooManyRequests': 'Te veel pogingen. Probeer het over een paar minuten opnieuw.',
  'auth.error.network': 'Geen verbinding met de inlogdienst. Controleer je internetverbinding.',
  'auth.error.popupBlocked':
    'Je browser heeft het inlogvenster van Google geblokkeerd. Sta pop-ups toe voor deze site en probeer het opnieuw.',
  'auth.error.unavailable':
    'De inlogdienst kon niet worden geladen. Controleer je internetverbinding en laad de pagina opnieuw.',
  'auth.error.invalidEmail': 'Dit is geen geldig e-mailadres.',
  'auth.error.userDisabled': 'Dit account is geblokkeerd.',
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
  // {action}: the sign-out action's own label (action.signOut), so its word is written once.
  'profile.signOut.failed': '{action} is mislukt.',
  'profile.deleteData.title': 'Verwijder mijn gegevens',
  'profile.deleteData.text':
    'Verwijdert je watchlist en je instellingen van je account en van dit apparaat, en je portefeuille uit je exports van dit apparaat (en van je account, als je die daar bewaart). Je account zelf blijft bestaan; daarna zie je weer de voorbeeldlijst. De opgeslagen resultaten van Mijn kosten staan alleen op dit apparaat en verwijder je op die pagina.',
  'profile.deleteData.confirm': 'Weet je het zeker? Dit kan niet ongedaan worden gemaakt.',
  'profile.deleteData.yes': 'Ja, verwijder mijn gegevens',
  'profile.deleteData.cancel': 'Annuleren',
  'profile.deleteData.done': 'Je gegevens zijn verwijderd.',
  'profile.deleteData.failed':
    'Je gegevens konden niet worden verwijderd (geen verbinding?). Er is niets verwijderd; probeer het opnieuw.',
  'profile.deleteData.wait':
    'Er komen nu te veel verzoeken van je account binnen. Er is niets verwijderd; probeer het over {seconds} seconden opnieuw.',
  'profile.signOut.forgetDevice': 'Ook mijn gegevens van dit apparaat verwijderen',
  'profile.device.title': 'Bewaard op dit apparaat',
  'profile.device.text':
    'Je watchlist met notities en je instellingen staan alleen in deze browser, niet bij Brokerkompas. Ze blijven staan als je uitlogt, zodat je ze terugvindt als je weer inlogt. Je bestanden in Mijn bestanden (je exports, voor Mijn kosten, box 3 en je portefeuille) en je portefeuille daaruit (posities en bedragen) staan ook in deze browser, en je portefeuille alleen als je dat op je portefeuille aanzet ook bij je account; uit deze browser worden ze bij elk uitloggen verwijderd.',
  'profile.device.remove':
    "Verwijder ze door bij het uitloggen 'Ook mijn gegevens van dit apparaat verwijderen' aan te vinken. Een bestand verwijder je ook met de knop in Mijn bestanden.",
} as const;

/** Its texts for islands: `tAccount('key', { values })`. */
export const tAccount = /* @__PURE__ */ textsOf(NL_ACCOUNT);
