/**
 * The e-mail a portfolio visitor's message arrives in, in the person's interface language. The
 * visitor's words are quoted as plain text; their address goes in Reply-To, so answering is one click
 * and the person decides whether their own address is ever revealed.
 */
import type { PortfolioContact } from '@/contract/visibility';
import type { PerspectiveLanguage } from '@/engine/perspectives/types';

type Copy = { subject: (name: string) => string; intro: (name: string, email: string) => string; footer: (url: string) => string };

const COPY: Readonly<Record<PerspectiveLanguage, Copy>> = {
  en: {
    subject: (n) => `${n} sent you a message through your Kairos portfolio`,
    intro: (n, e) => `${n} (${e}) wrote to you through your public portfolio. Reply to this e-mail to answer them; Kairos has not shown them your address.`,
    footer: (u) => `Your portfolio: ${u}\nYou can stop these messages in Kairos under Profile → Visibility → “Visitors may contact me”.`,
  },
  de: {
    subject: (n) => `${n} hat Ihnen über Ihr Kairos-Portfolio geschrieben`,
    intro: (n, e) => `${n} (${e}) hat Ihnen über Ihr öffentliches Portfolio geschrieben. Antworten Sie auf diese E-Mail, um zu antworten; Kairos hat Ihre Adresse nicht gezeigt.`,
    footer: (u) => `Ihr Portfolio: ${u}\nSie können diese Nachrichten in Kairos unter Profil → Sichtbarkeit → „Besucher dürfen mich kontaktieren“ abstellen.`,
  },
  fr: {
    subject: (n) => `${n} vous a écrit via votre portfolio Kairos`,
    intro: (n, e) => `${n} (${e}) vous a écrit via votre portfolio public. Répondez à cet e-mail pour lui répondre ; Kairos ne lui a pas montré votre adresse.`,
    footer: (u) => `Votre portfolio : ${u}\nVous pouvez désactiver ces messages dans Kairos sous Profil → Visibilité → « Les visiteurs peuvent me contacter ».`,
  },
  es: {
    subject: (n) => `${n} te ha escrito a través de tu portfolio de Kairos`,
    intro: (n, e) => `${n} (${e}) te ha escrito a través de tu portfolio público. Responde a este correo para contestar; Kairos no le ha mostrado tu dirección.`,
    footer: (u) => `Tu portfolio: ${u}\nPuedes desactivar estos mensajes en Kairos en Perfil → Visibilidad → «Los visitantes pueden contactarme».`,
  },
  it: {
    subject: (n) => `${n} ti ha scritto tramite il tuo portfolio Kairos`,
    intro: (n, e) => `${n} (${e}) ti ha scritto tramite il tuo portfolio pubblico. Rispondi a questa e-mail per rispondere; Kairos non ha mostrato il tuo indirizzo.`,
    footer: (u) => `Il tuo portfolio: ${u}\nPuoi disattivare questi messaggi in Kairos in Profilo → Visibilità → «I visitatori possono contattarmi».`,
  },
  nl: {
    subject: (n) => `${n} heeft je een bericht gestuurd via je Kairos-portfolio`,
    intro: (n, e) => `${n} (${e}) heeft je geschreven via je openbare portfolio. Beantwoord deze e-mail om te reageren; Kairos heeft je adres niet getoond.`,
    footer: (u) => `Je portfolio: ${u}\nJe kunt deze berichten in Kairos uitzetten onder Profiel → Zichtbaarheid → ‘Bezoekers mogen contact met mij opnemen’.`,
  },
};

// a visitor's name goes into a subject line: no line breaks, bounded
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function contactMail(language: PerspectiveLanguage, message: PortfolioContact, portfolioUrl: string): { subject: string; text: string } {
  const copy = COPY[language];
  const name = oneLine(message.name);
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return { subject: copy.subject(name), text: `${copy.intro(name, message.email)}\n\n${quoted}\n\n${copy.footer(portfolioUrl)}` };
}
