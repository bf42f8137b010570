/**
 * The words of every notification e-mail and of the unsubscribe page, in the interface languages
 * (German, French and Spanish address people formally: Sie / vous / usted; Italian and Dutch
 * informally: tu / je, as their product interfaces do, ADR 021). `{{name}}` placeholders are filled
 * by `fill`; `Plural` pairs are chosen with the language's plural rules.
 */
import type { NotificationKind } from '@/contract/notifications';
import { interfaceLanguages } from '@/contract/profile';

export type MailLanguage = (typeof interfaceLanguages)[number];
export type Plural = { one: string; other: string };

export type Copy = {
  greeting: string;
  greetingNamed: string;
  cvReady: { subject: string; body: string; skills: Plural; talents: Plural; document: string; cta: string };
  cvFailed: { subject: string; body: string; reason: string; cta: string };
  digest: {
    subject: string;
    intro: string;
    activity: string;
    cvs: Plural;
    talentsDiscovered: Plural;
    talentsValidated: Plural;
    sessions: Plural;
    due: string;
    overdue: string;
    dueOn: string;
    more: Plural;
    signals: string;
    cta: string;
  };
  market: { subject: Plural; intro: string; more: Plural; cta: string };
  footer: { reason: Record<NotificationKind, string>; settings: string; unsubscribe: string };
  page: {
    title: string;
    question: string;
    button: string;
    done: string;
    settings: string;
    invalidTitle: string;
    invalid: string;
  };
  kindLabel: Record<NotificationKind, string>;
};

const en: Copy = {
  greeting: 'Hello,',
  greetingNamed: 'Hello {{name}},',
  cvReady: {
    subject: 'Your CV analysis is ready',
    body: 'Your CV analysis is ready: {{skills}}, {{talents}}.',
    skills: { one: '{{count}} skill', other: '{{count}} skills' },
    talents: { one: '{{count}} hidden talent', other: '{{count}} hidden talents' },
    document: 'CV: {{title}}',
    cta: 'View your analysis',
  },
  cvFailed: {
    subject: 'Your CV could not be analysed',
    body: 'The analysis of “{{title}}” did not succeed.',
    reason: 'Reason: {{reason}}',
    cta: 'Open the CV and try again',
  },
  digest: {
    subject: 'Your week on Kairos',
    intro: 'Here is what happened in your career workspace from {{from}} to {{to}}.',
    activity: 'Your week',
    cvs: { one: '{{count}} CV analysed', other: '{{count}} CVs analysed' },
    talentsDiscovered: { one: '{{count}} hidden talent discovered', other: '{{count}} hidden talents discovered' },
    talentsValidated: { one: '{{count}} talent validated', other: '{{count}} talents validated' },
    sessions: { one: '{{count}} coaching session', other: '{{count}} coaching sessions' },
    due: 'Tasks due this week',
    overdue: 'Overdue tasks',
    dueOn: '{{title}} (due {{date}})',
    more: { one: 'and {{count}} more', other: 'and {{count}} more' },
    signals: 'New market signals',
    cta: 'Open your dashboard',
  },
  market: {
    subject: { one: '{{count}} new market signal', other: '{{count}} new market signals' },
    intro: 'New on the European job market since our last update:',
    more: { one: 'and {{count}} more signal on Kairos', other: 'and {{count}} more signals on Kairos' },
    cta: 'Open Market Intelligence',
  },
  footer: {
    reason: {
      cv_result: 'You receive this e-mail because e-mail notifications are switched on in your Kairos settings.',
      weekly_digest: 'You receive this e-mail because weekly insights are switched on in your Kairos settings.',
      market_updates: 'You receive this e-mail because market updates are switched on in your Kairos settings.',
    },
    settings: 'Choose which e-mails you receive',
    unsubscribe: 'Unsubscribe from these e-mails',
  },
  page: {
    title: 'Unsubscribe',
    question: 'Do you want to stop receiving {{label}}?',
    button: 'Unsubscribe',
    done: 'You are unsubscribed from {{label}}.',
    settings: 'Manage your e-mail settings',
    invalidTitle: 'Invalid link',
    invalid:
      'This unsubscribe link is invalid or incomplete. Copy the whole link from the e-mail, or sign in and change your e-mail settings.',
  },
  kindLabel: {
    cv_result: 'e-mails about your CV analyses',
    weekly_digest: 'the weekly digest',
    market_updates: 'market update e-mails',
  },
};

const de: Copy = {
  greeting: 'Guten Tag,',
  greetingNamed: 'Guten Tag {{name}},',
  cvReady: {
    subject: 'Ihre Lebenslauf-Analyse ist fertig',
    body: 'Ihre Lebenslauf-Analyse ist fertig: {{skills}}, {{talents}}.',
    skills: { one: '{{count}} Kompetenz', other: '{{count}} Kompetenzen' },
    talents: { one: '{{count}} verborgenes Talent', other: '{{count}} verborgene Talente' },
    document: 'Lebenslauf: {{title}}',
    cta: 'Analyse ansehen',
  },
  cvFailed: {
    subject: 'Ihr Lebenslauf konnte nicht analysiert werden',
    body: 'Die Analyse von „{{title}}“ ist fehlgeschlagen.',
    reason: 'Grund: {{reason}}',
    cta: 'Lebenslauf öffnen und erneut versuchen',
  },
  digest: {
    subject: 'Ihre Woche bei Kairos',
    intro: 'Das hat sich vom {{from}} bis zum {{to}} in Ihrem Karrierebereich getan.',
    activity: 'Ihre Woche',
    cvs: { one: '{{count}} Lebenslauf analysiert', other: '{{count}} Lebensläufe analysiert' },
    talentsDiscovered: { one: '{{count}} verborgenes Talent entdeckt', other: '{{count}} verborgene Talente entdeckt' },
    talentsValidated: { one: '{{count}} Talent bestätigt', other: '{{count}} Talente bestätigt' },
    sessions: { one: '{{count}} Coaching-Sitzung', other: '{{count}} Coaching-Sitzungen' },
    due: 'Diese Woche fällige Aufgaben',
    overdue: 'Überfällige Aufgaben',
    dueOn: '{{title}} (fällig am {{date}})',
    more: { one: 'und {{count}} weitere', other: 'und {{count}} weitere' },
    signals: 'Neue Marktsignale',
    cta: 'Zum Dashboard',
  },
  market: {
    subject: { one: '{{count}} neues Marktsignal', other: '{{count}} neue Marktsignale' },
    intro: 'Neu auf dem europäischen Arbeitsmarkt seit unserer letzten Nachricht:',
    more: { one: 'und {{count}} weiteres Signal bei Kairos', other: 'und {{count}} weitere Signale bei Kairos' },
    cta: 'Marktanalyse öffnen',
  },
  footer: {
    reason: {
      cv_result: 'Sie erhalten diese E-Mail, weil E-Mail-Benachrichtigungen in Ihren Kairos-Einstellungen aktiviert sind.',
      weekly_digest: 'Sie erhalten diese E-Mail, weil wöchentliche Einblicke in Ihren Kairos-Einstellungen aktiviert sind.',
      market_updates: 'Sie erhalten diese E-Mail, weil Markt-Updates in Ihren Kairos-Einstellungen aktiviert sind.',
    },
    settings: 'Legen Sie fest, welche E-Mails Sie erhalten',
    unsubscribe: 'Diese E-Mails abbestellen',
  },
  page: {
    title: 'Abbestellen',
    question: 'Möchten Sie {{label}} nicht mehr erhalten?',
    button: 'Abbestellen',
    done: 'Sie haben {{label}} abbestellt.',
    settings: 'E-Mail-Einstellungen verwalten',
    invalidTitle: 'Ungültiger Link',
    invalid:
      'Dieser Abmeldelink ist ungültig oder unvollständig. Kopieren Sie den vollständigen Link aus der E-Mail, oder melden Sie sich an und ändern Sie Ihre E-Mail-Einstellungen.',
  },
  kindLabel: {
    cv_result: 'E-Mails zu Ihren Lebenslauf-Analysen',
    weekly_digest: 'den wöchentlichen Überblick',
    market_updates: 'E-Mails mit Markt-Updates',
  },
};

const fr: Copy = {
  greeting: 'Bonjour,',
  greetingNamed: 'Bonjour {{name}},',
  cvReady: {
    subject: 'L’analyse de votre CV est prête',
    body: 'L’analyse de votre CV est prête : {{skills}}, {{talents}}.',
    skills: { one: '{{count}} compétence', other: '{{count}} compétences' },
    talents: { one: '{{count}} talent caché', other: '{{count}} talents cachés' },
    document: 'CV : {{title}}',
    cta: 'Voir l’analyse',
  },
  cvFailed: {
    subject: 'Votre CV n’a pas pu être analysé',
    body: 'L’analyse de « {{title}} » a échoué.',
    reason: 'Motif : {{reason}}',
    cta: 'Ouvrir le CV et réessayer',
  },
  digest: {
    subject: 'Votre semaine sur Kairos',
    intro: 'Voici ce qui s’est passé dans votre espace carrière du {{from}} au {{to}}.',
    activity: 'Votre semaine',
    cvs: { one: '{{count}} CV analysé', other: '{{count}} CV analysés' },
    talentsDiscovered: { one: '{{count}} talent caché découvert', other: '{{count}} talents cachés découverts' },
    talentsValidated: { one: '{{count}} talent validé', other: '{{count}} talents validés' },
    sessions: { one: '{{count}} séance de coaching', other: '{{count}} séances de coaching' },
    due: 'Tâches à échéance cette semaine',
    overdue: 'Tâches en retard',
    dueOn: '{{title}} (échéance le {{date}})',
    more: { one: 'et {{count}} autre', other: 'et {{count}} autres' },
    signals: 'Nouveaux signaux du marché',
    cta: 'Ouvrir votre tableau de bord',
  },
  market: {
    subject: { one: '{{count}} nouveau signal du marché', other: '{{count}} nouveaux signaux du marché' },
    intro: 'Nouveautés sur le marché européen de l’emploi depuis notre dernier envoi :',
    more: { one: 'et {{count}} autre signal sur Kairos', other: 'et {{count}} autres signaux sur Kairos' },
    cta: 'Ouvrir l’analyse du marché',
  },
  footer: {
    reason: {
      cv_result: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées dans vos paramètres Kairos.',
      weekly_digest: 'Vous recevez cet e-mail parce que les aperçus hebdomadaires sont activés dans vos paramètres Kairos.',
      market_updates: 'Vous recevez cet e-mail parce que les actualités du marché sont activées dans vos paramètres Kairos.',
    },
    settings: 'Choisir les e-mails que vous recevez',
    unsubscribe: 'Se désabonner de ces e-mails',
  },
  page: {
    title: 'Se désabonner',
    question: 'Souhaitez-vous ne plus recevoir {{label}} ?',
    button: 'Se désabonner',
    done: 'Votre désabonnement est confirmé : vous ne recevrez plus {{label}}.',
    settings: 'Gérer vos paramètres d’e-mail',
    invalidTitle: 'Lien non valide',
    invalid:
      'Ce lien de désabonnement n’est pas valide ou est incomplet. Copiez le lien complet depuis l’e-mail, ou connectez-vous et modifiez vos paramètres d’e-mail.',
  },
  kindLabel: {
    cv_result: 'les e-mails sur les analyses de votre CV',
    weekly_digest: 'le récapitulatif hebdomadaire',
    market_updates: 'les e-mails d’actualités du marché',
  },
};

const es: Copy = {
  greeting: 'Hola:',
  greetingNamed: 'Hola, {{name}}:',
  cvReady: {
    subject: 'El análisis de su CV está listo',
    body: 'El análisis de su CV está listo: {{skills}}, {{talents}}.',
    skills: { one: '{{count}} competencia', other: '{{count}} competencias' },
    talents: { one: '{{count}} talento oculto', other: '{{count}} talentos ocultos' },
    document: 'CV: {{title}}',
    cta: 'Ver el análisis',
  },
  cvFailed: {
    subject: 'No se ha podido analizar su CV',
    body: 'El análisis de «{{title}}» no se ha podido completar.',
    reason: 'Motivo: {{reason}}',
    cta: 'Abrir el CV e intentarlo de nuevo',
  },
  digest: {
    subject: 'Su semana en Kairos',
    intro: 'Esto es lo que ha pasado en su espacio profesional del {{from}} al {{to}}.',
    activity: 'Su semana',
    cvs: { one: '{{count}} CV analizado', other: '{{count}} CV analizados' },
    talentsDiscovered: { one: '{{count}} talento oculto descubierto', other: '{{count}} talentos ocultos descubiertos' },
    talentsValidated: { one: '{{count}} talento validado', other: '{{count}} talentos validados' },
    sessions: { one: '{{count}} sesión de coaching', other: '{{count}} sesiones de coaching' },
    due: 'Tareas que vencen esta semana',
    overdue: 'Tareas vencidas',
    dueOn: '{{title}} (vence el {{date}})',
    more: { one: 'y {{count}} más', other: 'y {{count}} más' },
    signals: 'Nuevas señales del mercado',
    cta: 'Abrir su panel',
  },
  market: {
    subject: { one: '{{count}} nueva señal del mercado', other: '{{count}} nuevas señales del mercado' },
    intro: 'Novedades del mercado laboral europeo desde nuestro último aviso:',
    more: { one: 'y {{count}} señal más en Kairos', other: 'y {{count}} señales más en Kairos' },
    cta: 'Abrir el análisis de mercado',
  },
  footer: {
    reason: {
      cv_result: 'Recibe este correo porque las notificaciones por correo electrónico están activadas en su configuración de Kairos.',
      weekly_digest: 'Recibe este correo porque el resumen semanal está activado en su configuración de Kairos.',
      market_updates: 'Recibe este correo porque las novedades del mercado están activadas en su configuración de Kairos.',
    },
    settings: 'Elija qué correos desea recibir',
    unsubscribe: 'Darse de baja de estos correos',
  },
  page: {
    title: 'Darse de baja',
    question: '¿Desea dejar de recibir {{label}}?',
    button: 'Darse de baja',
    done: 'Se ha dado de baja: ya no recibirá {{label}}.',
    settings: 'Gestionar su configuración de correo',
    invalidTitle: 'Enlace no válido',
    invalid:
      'Este enlace para darse de baja no es válido o está incompleto. Copie el enlace completo del correo, o inicie sesión y cambie su configuración de correo.',
  },
  kindLabel: {
    cv_result: 'los correos sobre los análisis de su CV',
    weekly_digest: 'el resumen semanal',
    market_updates: 'los correos con novedades del mercado',
  },
};

const it: Copy = {
  greeting: 'Ciao,',
  greetingNamed: 'Ciao {{name}},',
  cvReady: {
    subject: 'L’analisi del tuo CV è pronta',
    body: 'L’analisi del tuo CV è pronta: {{skills}}, {{talents}}.',
    skills: { one: '{{count}} competenza', other: '{{count}} competenze' },
    talents: { one: '{{count}} talento nascosto', other: '{{count}} talenti nascosti' },
    document: 'CV: {{title}}',
    cta: 'Vedi la tua analisi',
  },
  cvFailed: {
    subject: 'Non è stato possibile analizzare il tuo CV',
    body: 'L’analisi di «{{title}}» non è riuscita.',
    reason: 'Motivo: {{reason}}',
    cta: 'Apri il CV e riprova',
  },
  digest: {
    subject: 'La tua settimana su Kairos',
    intro: 'Ecco cosa è successo nel tuo spazio carriera dal {{from}} al {{to}}.',
    activity: 'La tua settimana',
    cvs: { one: '{{count}} CV analizzato', other: '{{count}} CV analizzati' },
    talentsDiscovered: { one: '{{count}} talento nascosto scoperto', other: '{{count}} talenti nascosti scoperti' },
    talentsValidated: { one: '{{count}} talento confermato', other: '{{count}} talenti confermati' },
    sessions: { one: '{{count}} sessione di coaching', other: '{{count}} sessioni di coaching' },
    due: 'Attività in scadenza questa settimana',
    overdue: 'Attività scadute',
    dueOn: '{{title}} (scadenza {{date}})',
    more: { one: 'e {{count}} altra', other: 'e altre {{count}}' },
    signals: 'Nuovi segnali dal mercato',
    cta: 'Apri la tua dashboard',
  },
  market: {
    subject: { one: '{{count}} nuovo segnale dal mercato', other: '{{count}} nuovi segnali dal mercato' },
    intro: 'Le novità sul mercato del lavoro europeo dal nostro ultimo aggiornamento:',
    more: { one: 'e {{count}} altro segnale su Kairos', other: 'e altri {{count}} segnali su Kairos' },
    cta: 'Apri l’analisi di mercato',
  },
  footer: {
    reason: {
      cv_result: 'Ricevi questa e-mail perché hai attivato le notifiche via e-mail nelle impostazioni di Kairos.',
      weekly_digest: 'Ricevi questa e-mail perché hai attivato il riepilogo settimanale nelle impostazioni di Kairos.',
      market_updates: 'Ricevi questa e-mail perché hai attivato gli aggiornamenti sul mercato nelle impostazioni di Kairos.',
    },
    settings: 'Scegli quali e-mail ricevere',
    unsubscribe: 'Annulla l’iscrizione a queste e-mail',
  },
  page: {
    title: 'Annulla l’iscrizione',
    question: 'Non vuoi più ricevere {{label}}?',
    button: 'Annulla l’iscrizione',
    done: 'Non riceverai più {{label}}.',
    settings: 'Gestisci le impostazioni e-mail',
    invalidTitle: 'Link non valido',
    invalid:
      'Questo link per annullare l’iscrizione non è valido o è incompleto. Copia il link completo dall’e-mail, oppure accedi e modifica le impostazioni e-mail.',
  },
  kindLabel: {
    cv_result: 'le e-mail sulle analisi del tuo CV',
    weekly_digest: 'il riepilogo settimanale',
    market_updates: 'le e-mail sugli aggiornamenti del mercato',
  },
};

const nl: Copy = {
  greeting: 'Hallo,',
  greetingNamed: 'Hallo {{name}},',
  cvReady: {
    subject: 'De analyse van je cv is klaar',
    body: 'De analyse van je cv is klaar: {{skills}}, {{talents}}.',
    skills: { one: '{{count}} vaardigheid', other: '{{count}} vaardigheden' },
    talents: { one: '{{count}} verborgen talent', other: '{{count}} verborgen talenten' },
    document: 'Cv: {{title}}',
    cta: 'Bekijk je analyse',
  },
  cvFailed: {
    subject: 'Je cv kon niet worden geanalyseerd',
    body: 'De analyse van ‘{{title}}’ is niet gelukt.',
    reason: 'Reden: {{reason}}',
    cta: 'Open het cv en probeer het opnieuw',
  },
  digest: {
    subject: 'Jouw week op Kairos',
    intro: 'Dit is er van {{from}} tot {{to}} gebeurd in je loopbaanomgeving.',
    activity: 'Jouw week',
    cvs: { one: '{{count}} cv geanalyseerd', other: "{{count}} cv's geanalyseerd" },
    talentsDiscovered: { one: '{{count}} verborgen talent ontdekt', other: '{{count}} verborgen talenten ontdekt' },
    talentsValidated: { one: '{{count}} talent bevestigd', other: '{{count}} talenten bevestigd' },
    sessions: { one: '{{count}} coachingsessie', other: '{{count}} coachingsessies' },
    due: 'Taken die deze week af moeten',
    overdue: 'Verlopen taken',
    dueOn: '{{title}} (deadline {{date}})',
    more: { one: 'en nog {{count}}', other: 'en nog {{count}}' },
    signals: 'Nieuwe marktsignalen',
    cta: 'Open je dashboard',
  },
  market: {
    subject: { one: '{{count}} nieuw marktsignaal', other: '{{count}} nieuwe marktsignalen' },
    intro: 'Nieuw op de Europese arbeidsmarkt sinds onze vorige update:',
    more: { one: 'en nog {{count}} signaal op Kairos', other: 'en nog {{count}} signalen op Kairos' },
    cta: 'Open de marktanalyse',
  },
  footer: {
    reason: {
      cv_result: 'Je ontvangt deze e-mail omdat e-mailmeldingen aanstaan in je Kairos-instellingen.',
      weekly_digest: 'Je ontvangt deze e-mail omdat het wekelijkse overzicht aanstaat in je Kairos-instellingen.',
      market_updates: 'Je ontvangt deze e-mail omdat marktupdates aanstaan in je Kairos-instellingen.',
    },
    settings: 'Kies welke e-mails je ontvangt',
    unsubscribe: 'Afmelden voor deze e-mails',
  },
  page: {
    title: 'Afmelden',
    question: 'Wil je geen {{label}} meer ontvangen?',
    button: 'Afmelden',
    done: 'Je ontvangt geen {{label}} meer.',
    settings: 'Beheer je e-mailinstellingen',
    invalidTitle: 'Ongeldige link',
    invalid:
      'Deze afmeldlink is ongeldig of onvolledig. Kopieer de volledige link uit de e-mail, of log in en wijzig je e-mailinstellingen.',
  },
  kindLabel: {
    cv_result: 'e-mails over de analyses van je cv',
    weekly_digest: 'wekelijks overzicht',
    market_updates: 'e-mails met marktupdates',
  },
};

const copies: Record<MailLanguage, Copy> = { en, de, fr, es, it, nl };

export function copyFor(language: MailLanguage): Copy {
  return copies[language] ?? en;
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export function plural(language: MailLanguage, forms: Plural, count: number): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { count });
}

/** The best of our interface languages for an Accept-Language header (pages for people we do not know). */
export function languageFromHeader(header: string | undefined): MailLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if ((interfaceLanguages as readonly string[]).includes(tag ?? '')) return tag as MailLanguage;
  }
  return 'en';
}
