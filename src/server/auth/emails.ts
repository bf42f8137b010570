import type { interfaceLanguages } from '@/contract/profile';
import type { MailMessage } from '../platform/mail';

export type AuthMailLanguage = (typeof interfaceLanguages)[number];
type Words = { subject: string; intro: string; action: string; outro: string };
type AuthMail = 'verification' | 'magicLink' | 'resetPassword';

// The account mails in every interface language; German, French and Spanish address people formally,
// Italian and Dutch informally, like the notification e-mails (ADR 021).
const copy: Record<AuthMailLanguage, Record<AuthMail, Words>> = {
  en: {
    verification: {
      subject: 'Verify your e-mail address for Kairos',
      intro: 'Welcome to Kairos. Please confirm that this e-mail address is yours.',
      action: 'Verify my e-mail address',
      outro: 'The link is valid for 24 hours. If you did not create a Kairos account, ignore this e-mail.',
    },
    magicLink: {
      subject: 'Your Kairos sign-in link',
      intro: 'Use this link to sign in to Kairos. It works once.',
      action: 'Sign in to Kairos',
      outro: 'The link is valid for 15 minutes. If you did not ask for it, ignore this e-mail.',
    },
    resetPassword: {
      subject: 'Reset your Kairos password',
      intro: 'Someone (hopefully you) asked to reset the password of your Kairos account.',
      action: 'Choose a new password',
      outro: 'The link is valid for 1 hour. If you did not ask for it, ignore this e-mail; your password stays the same.',
    },
  },
  de: {
    verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Kairos',
      intro: 'Willkommen bei Kairos. Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört.',
      action: 'E-Mail-Adresse bestätigen',
      outro: 'Der Link ist 24 Stunden gültig. Wenn Sie kein Kairos-Konto angelegt haben, ignorieren Sie diese E-Mail.',
    },
    magicLink: {
      subject: 'Ihr Anmeldelink für Kairos',
      intro: 'Mit diesem Link melden Sie sich bei Kairos an. Er funktioniert einmal.',
      action: 'Bei Kairos anmelden',
      outro: 'Der Link ist 15 Minuten gültig. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
    },
    resetPassword: {
      subject: 'Ihr Kairos-Passwort zurücksetzen',
      intro: 'Jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kairos-Kontos zurückzusetzen.',
      action: 'Neues Passwort wählen',
      outro: 'Der Link ist 1 Stunde gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
    },
  },
  fr: {
    verification: {
      subject: 'Confirmez votre adresse e-mail pour Kairos',
      intro: 'Bienvenue sur Kairos. Veuillez confirmer que cette adresse e-mail est bien la vôtre.',
      action: 'Confirmer mon adresse e-mail',
      outro: "Le lien est valable 24 heures. Si vous n'avez pas créé de compte Kairos, ignorez cet e-mail.",
    },
    magicLink: {
      subject: 'Votre lien de connexion à Kairos',
      intro: 'Utilisez ce lien pour vous connecter à Kairos. Il ne fonctionne qu’une fois.',
      action: 'Se connecter à Kairos',
      outro: "Le lien est valable 15 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Kairos',
      intro: 'Quelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de passe de votre compte Kairos.',
      action: 'Choisir un nouveau mot de passe',
      outro: "Le lien est valable 1 heure. Si vous ne l'avez pas demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.",
    },
  },
  es: {
    verification: {
      subject: 'Confirme su dirección de correo electrónico para Kairos',
      intro: 'Le damos la bienvenida a Kairos. Confirme que esta dirección de correo electrónico es suya.',
      action: 'Confirmar mi dirección de correo',
      outro: 'El enlace es válido durante 24 horas. Si no ha creado una cuenta de Kairos, ignore este correo.',
    },
    magicLink: {
      subject: 'Su enlace de acceso a Kairos',
      intro: 'Use este enlace para iniciar sesión en Kairos. Solo funciona una vez.',
      action: 'Iniciar sesión en Kairos',
      outro: 'El enlace es válido durante 15 minutos. Si no lo ha solicitado, ignore este correo.',
    },
    resetPassword: {
      subject: 'Restablezca su contraseña de Kairos',
      intro: 'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta de Kairos.',
      action: 'Elegir una contraseña nueva',
      outro: 'El enlace es válido durante 1 hora. Si no lo ha solicitado, ignore este correo; su contraseña no cambia.',
    },
  },
  it: {
    verification: {
      subject: 'Conferma il tuo indirizzo e-mail per Kairos',
      intro: 'Benvenuto su Kairos. Conferma che questo indirizzo e-mail è tuo.',
      action: 'Conferma il mio indirizzo e-mail',
      outro: 'Il link è valido per 24 ore. Se non hai creato un account Kairos, ignora questa e-mail.',
    },
    magicLink: {
      subject: 'Il tuo link di accesso a Kairos',
      intro: 'Usa questo link per accedere a Kairos. Funziona una sola volta.',
      action: 'Accedi a Kairos',
      outro: 'Il link è valido per 15 minuti. Se non lo hai richiesto, ignora questa e-mail.',
    },
    resetPassword: {
      subject: 'Reimposta la tua password di Kairos',
      intro: 'Qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account Kairos.',
      action: 'Scegli una nuova password',
      outro: 'Il link è valido per 1 ora. Se non lo hai richiesto, ignora questa e-mail; la tua password resta invariata.',
    },
  },
  nl: {
    verification: {
      subject: 'Bevestig je e-mailadres voor Kairos',
      intro: 'Welkom bij Kairos. Bevestig dat dit e-mailadres van jou is.',
      action: 'Mijn e-mailadres bevestigen',
      outro: 'De link is 24 uur geldig. Heb je geen Kairos-account aangemaakt? Negeer dan deze e-mail.',
    },
    magicLink: {
      subject: 'Je inloglink voor Kairos',
      intro: 'Gebruik deze link om in te loggen bij Kairos. Hij werkt één keer.',
      action: 'Inloggen bij Kairos',
      outro: 'De link is 15 minuten geldig. Heb je hem niet aangevraagd? Negeer dan deze e-mail.',
    },
    resetPassword: {
      subject: 'Stel je Kairos-wachtwoord opnieuw in',
      intro: 'Iemand (hopelijk jij) heeft gevraagd het wachtwoord van je Kairos-account opnieuw in te stellen.',
      action: 'Nieuw wachtwoord kiezen',
      outro: 'De link is 1 uur geldig. Heb je dit niet aangevraagd? Negeer dan deze e-mail; je wachtwoord blijft hetzelfde.',
    },
  },
};

// Plain, short mails; the link is on a line of its own so it survives every client.
function message(to: string, language: AuthMailLanguage, words: Words, url: string): MailMessage {
  const { subject, intro, action, outro } = words;
  const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n\n— Kairos`;
  const html = `<div lang="${language}"><p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p style="color:#555">${escape(outro)}</p><p>— Kairos</p></div>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, url: string, language: AuthMailLanguage = 'en'): MailMessage {
  return message(to, language, copy[language].verification, url);
}

export function magicLinkMail(to: string, url: string, language: AuthMailLanguage = 'en'): MailMessage {
  return message(to, language, copy[language].magicLink, url);
}

export function resetPasswordMail(to: string, url: string, language: AuthMailLanguage = 'en'): MailMessage {
  return message(to, language, copy[language].resetPassword, url);
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
