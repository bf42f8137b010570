import type { Translation } from '@/web/app/translation';
import type { privacyEn } from '@/web/features/privacy/i18n';

export default {
  privacy: {
    lastUpdated: 'Zuletzt aktualisiert: 22. November 2026',
    relatedTitle: 'Verwandte Seiten',
    sectionsLabel: 'Auf dieser Seite',
    notFound: {
      title: 'Seite nicht gefunden',
      body: 'Unter dieser Adresse gibt es keine Datenschutzseite.',
      link: 'Zu Privacy by Design',
    },
    pages: {
      privacyByDesign: {
        title: 'Privacy by Design',
        summary:
          'Kairos ist so gebaut, dass Ihre Karrieredaten auf der Kairos-Instanz bleiben, die Sie nutzen. Datenschutz ist die Grundeinstellung, nicht eine Option, die Sie erst suchen müssen: Ihr Lebenslauf wird auf dem Server analysiert, nichts wird für Werbung weitergegeben, und jede Rolle erhält nur die Zugriffe, die sie braucht.',
        sections: [
          {
            heading: 'Analyse auf dem Server, nicht in der Cloud eines anderen',
            body: 'Ihr Lebenslauf wird von der eigenen Engine von Kairos auf dem Server dieser Instanz gelesen und analysiert. Es wird kein Text aus Lebensläufen an einen externen Dienst gesendet, es sei denn, der Betreiber der Instanz hat ein externes Sprachmodell eingerichtet; von einem solchen Modell verfasster Text ist in der Oberfläche gekennzeichnet.',
          },
          {
            heading: 'Keine Tracker, keine Werbung',
            body: 'Kairos enthält keine Analysewerkzeuge von Drittanbietern, keine Tracking-Pixel und keine Werbung, und Ihre Daten werden nicht verkauft. Sie werden ausschließlich für die Funktionen verwendet, die Sie nutzen.',
          },
          {
            heading: 'Sichere Voreinstellungen',
            body: 'Passwörter werden mit argon2id gehasht. Sitzungen werden in httpOnly- und SameSite-Cookies gehalten, die Skripte auf der Seite nicht lesen können. Die Bestätigung der E-Mail-Adresse ist Pflicht, und Anmeldung, Registrierung, Zurücksetzen des Passworts und Anmeldelinks sind in ihrer Häufigkeit begrenzt.',
          },
          {
            heading: 'Sie behalten die Kontrolle',
            body: 'Unter Einstellungen → Ihre Daten können Sie selbst eine Kopie all Ihrer Daten herunterladen, Einwilligungen für optionale Verarbeitungen erteilen oder widerrufen und Ihr Konto löschen. Für alle anderen Anliegen wenden Sie sich an den Betreiber (Administrator) dieser Instanz.',
          },
        ],
      },
      dataSovereignty: {
        title: 'Datensouveränität',
        summary:
          'Kairos ist selbst hostbare Software. Wer eine Instanz betreibt, entscheidet, wo sie läuft, und Ihre Daten bleiben auf der eigenen Infrastruktur dieser Instanz.',
        sections: [
          {
            heading: 'Wo Ihre Daten liegen',
            body: 'Kontodaten und Analysen werden in einer Datenbank gespeichert: in einer eingebetteten Datenbank im Datenverzeichnis der Instanz oder auf dem eigenen PostgreSQL-Server des Betreibers. Hochgeladene Lebensläufe werden im Datenverzeichnis oder in einem S3-kompatiblen Objektspeicher abgelegt, den der Betreiber eingerichtet hat.',
          },
          {
            heading: 'Wer verantwortlich ist',
            body: 'Der Betreiber der Instanz – die Organisation oder Person, die sie betreibt – ist Verantwortlicher für Ihre Daten und entscheidet, wo sie gehostet werden. Wenn Sie den Hosting-Standort wissen möchten, fragen Sie den Betreiber.',
          },
          {
            heading: 'Keine versteckten Übermittlungen',
            body: 'Kairos sendet Ihre Daten weder an die Hersteller der Software noch an sonstige Dritte. Der einzige optionale Weg, auf dem Inhalte von Lebensläufen nach außen gelangen, ist ein externes Sprachmodell, das der Betreiber ausdrücklich einrichtet; dessen Ausgaben sind gekennzeichnet. E-Mails wie Bestätigungs- und Anmeldelinks werden über den Mailserver des Betreibers zugestellt.',
          },
        ],
      },
      swissCompliance: {
        title: 'Compliance in der Schweiz',
        summary:
          'Kairos wurde mit Blick auf das revidierte Schweizer Bundesgesetz über den Datenschutz (revDSG, auch nDSG genannt) entwickelt, das seit dem 1. September 2023 in Kraft ist. Ob eine bestimmte Instanz die Vorgaben erfüllt, hängt davon ab, wie ihr Betreiber sie betreibt; Kairos selbst ist nicht zertifiziert.',
        sections: [
          {
            heading: 'Grundsätze, auf denen Kairos aufbaut',
            body: 'Das revDSG verlangt Datenschutz durch Technik und datenschutzfreundliche Voreinstellungen, Verhältnismäßigkeit, Zweckbindung, Datensicherheit und Transparenz. Kairos setzt dies um durch die Analyse auf dem Server, eine minimale Datenerhebung, sichere Voreinstellungen und klare Informationen zur Bearbeitung.',
          },
          {
            heading: 'Was Kairos Betreibern bietet',
            body: 'Werkzeuge, die einem Betreiber helfen, seine Pflichten zu erfüllen:',
            items: [
              'Daten bleiben auf der eigenen Infrastruktur des Betreibers',
              'Ein Sicherheitsprotokoll mit Anmeldungen, fehlgeschlagenen Anmeldungen und Passwort-Zurücksetzungen',
              'Rollenbasierter Zugriff (Benutzer, Admin), auf dem Server durchgesetzt',
              'Eine Kennzeichnung jedes Textes, den ein externes Sprachmodell verfasst hat',
            ],
          },
          {
            heading: 'Was wir nicht behaupten',
            body: 'Kairos ist nach keinem schweizerischen oder internationalen Verfahren zertifiziert. Ein Betreiber, der eine Zertifizierung oder eine Datenschutz-Folgenabschätzung benötigt, muss diese für seine eigene Instanz einholen bzw. durchführen.',
          },
        ],
      },
      gdprRights: {
        title: 'Ihre Rechte nach der DSGVO',
        summary:
          'Wo die EU-Datenschutz-Grundverordnung (DSGVO) gilt, haben Sie Rechte an Ihren personenbezogenen Daten. Diese Seite führt sie auf und erklärt, wie Sie sie in Kairos derzeit ausüben können.',
        sections: [
          {
            heading: 'Ihre Rechte',
            body: 'Nach der DSGVO haben Sie das Recht auf:',
            items: [
              'Auskunft – eine Kopie Ihrer personenbezogenen Daten und Informationen über deren Verarbeitung (Art. 15)',
              'Berichtigung – unrichtige Daten korrigieren lassen; Ihr Profil können Sie selbst bearbeiten (Art. 16)',
              'Löschung – Ihre Daten löschen lassen (Art. 17)',
              'Einschränkung der Verarbeitung – die Verarbeitung beschränken lassen, solange eine Frage geklärt wird (Art. 18)',
              'Datenübertragbarkeit – die von Ihnen bereitgestellten Daten in einem maschinenlesbaren Format erhalten (Art. 20)',
              'Widerspruch – einer Verarbeitung widersprechen, die auf berechtigten Interessen beruht (Art. 21)',
            ],
          },
          {
            heading: 'So üben Sie Ihre Rechte aus',
            body: 'Auskunft, Datenübertragbarkeit, Löschung und Einwilligung erledigen Sie selbst unter Einstellungen → Ihre Daten: Laden Sie all Ihre Daten als ein Archiv herunter, löschen Sie Ihr Konto und erteilen oder widerrufen Sie Einwilligungen für optionale Verarbeitungen. Für alle anderen Anliegen wenden Sie sich an den Betreiber (Administrator) dieser Instanz; er ist der Verantwortliche. Der Verantwortliche muss innerhalb eines Monats antworten; bei komplexen Anfragen kann diese Frist um weitere zwei Monate verlängert werden.',
          },
          {
            heading: 'Beschwerden',
            body: 'Sie können sich bei der Datenschutz-Aufsichtsbehörde Ihres Landes beschweren (Art. 77). In der Schweiz ist dies der Eidgenössische Datenschutz- und Öffentlichkeitsbeauftragte (EDÖB).',
          },
        ],
      },
      dataPortability: {
        title: 'Datenübertragbarkeit',
        summary:
          'Sie haben das Recht, die von Ihnen bereitgestellten personenbezogenen Daten in einem strukturierten, gängigen und maschinenlesbaren Format zu erhalten und sie einem anderen Dienst zu übermitteln.',
        sections: [
          {
            heading: 'Was ein Export enthält',
            body: 'Ein Export umfasst die Daten, die mit Ihrem Konto verknüpft sind:',
            items: [
              'Kontodaten: Ihr Name, Ihre E-Mail-Adresse, Ihre Anmeldemethoden und aktuellen Sitzungen (nie Ihr Passwort oder Sitzungstoken)',
              'Profilangaben und Einstellungen, die Sie eingegeben haben',
              'Ihre hochgeladenen Lebensläufe, unverändert',
              'Analyseergebnisse: Kompetenzen, Erfahrung, Ausbildung, Sprachen und verborgene Talente',
              'Coaching-Sitzungen, Perspektiven und Aufgaben',
              'Ihre Einwilligungen mit ihrem Verlauf, die Ihnen gesendeten Benachrichtigungs-E-Mails und Ihre Seitenaufrufe für die Analyse (falls Sie diese erlaubt haben)',
              'Sicherheitsereignisse zu Ihrem Konto (Art und Zeitpunkt)',
            ],
          },
          {
            heading: 'So erhalten Sie ihn',
            body: 'Öffnen Sie Einstellungen → Ihre Daten und wählen Sie „Meine Daten herunterladen“: Sie erhalten ein ZIP-Archiv mit JSON-Dateien, Ihren Original-Lebensläufen und einer README-Datei, die jede Datei erklärt. Jeden analysierten Lebenslauf können Sie außerdem auf seiner Seite als JSON Resume (jsonresume.org) herunterladen – ein Format, das andere Lebenslauf-Werkzeuge importieren können.',
          },
        ],
      },
      rightToErasure: {
        title: 'Recht auf Löschung',
        summary:
          'Sie können verlangen, dass Ihr Konto und die damit verknüpften personenbezogenen Daten gelöscht werden – das „Recht auf Vergessenwerden“ nach Art. 17 DSGVO und das Recht auf Löschung nach dem Schweizer revDSG.',
        sections: [
          {
            heading: 'Was gelöscht wird',
            body: 'Ihr Konto, Ihre Anmeldemethoden und Sitzungen, Ihr Profil und Ihre Einstellungen, Ihre hochgeladenen Lebensläufe mit ihren Analysen und verborgenen Talenten, Ihre Coaching-Sitzungen, Perspektiven und Aufgaben, Ihre Einwilligungen, Ihre Benachrichtigungseinträge und Ihre Seitenaufrufe für die Analyse. Alles wird auf einmal, in einem Schritt, gelöscht.',
          },
          {
            heading: 'Was aufbewahrt wird und warum',
            body: 'Einträge im Sicherheitsprotokoll zu Ihrem Konto (etwa Anmeldungen) bleiben erhalten, damit der Betreiber Sicherheitsvorfälle untersuchen kann – jedoch ohne personenbezogene Daten: Die Verknüpfung mit Ihrem Konto, die IP-Adresse, der Browser und Ihre E-Mail-Adresse werden entfernt, und die Löschung selbst wird ohne diese Angaben protokolliert. Bereits an Sie gesendete E-Mails lassen sich nicht zurückholen. Daten, die der Betreiber gesetzlich aufbewahren muss, können aufbewahrt werden, und vom Betreiber erstellte Sicherungskopien laufen nach seinem Sicherungsplan ab.',
          },
          {
            heading: 'So löschen Sie Ihr Konto',
            body: 'Öffnen Sie Einstellungen → Ihre Daten, wählen Sie „Mein Konto löschen“ und geben Sie zur Bestätigung Ihre E-Mail-Adresse ein. Sie werden sofort abgemeldet. Laden Sie Ihre Daten am besten vorher herunter.',
          },
        ],
      },
      accessControls: {
        title: 'Zugriffskontrolle',
        summary:
          'Jede Anfrage wird auf dem Server geprüft: wer Sie sind und ob Ihre Rolle erlaubt, was Sie anfordern. Was der Browser anzeigt oder ausblendet, ist nie der einzige Schutz.',
        sections: [
          {
            heading: 'Zwei Rollen',
            body: 'Kairos kennt zwei Rollen: Benutzer und Admin. Benutzer sehen und verwalten nur ihre eigenen Lebensläufe, Analysen, Talente, Coaching-Sitzungen und Aufgaben. Admins verwalten Konten und Rollen und prüfen Sicherheitsereignisse.',
          },
          {
            heading: 'Auf dem Server durchgesetzt',
            body: 'Jeder Teil der API legt fest, wer ihn nutzen darf, und der Server prüft dies bei jeder Anfrage. Eine Anfrage nach den Daten einer anderen Person wird abgelehnt.',
          },
          {
            heading: 'Sitzungen',
            body: 'Nach der Anmeldung wird Ihre Sitzung auf dem Server gespeichert und über ein httpOnly- und SameSite-Cookie referenziert, das Skripte auf der Seite nicht lesen können. Mit der Abmeldung wird die Sitzung auf dem Server beendet.',
          },
        ],
      },
      consentManagement: {
        title: 'Einwilligungsverwaltung',
        summary:
          'Kairos verarbeitet Ihre Daten, um den Dienst zu erbringen, für den Sie sich registriert haben. Es zeigt kein Cookie-Banner, weil es keine Tracking- oder Werbe-Cookies verwendet.',
        sections: [
          {
            heading: 'Cookies und Speicher',
            body: 'Kairos nutzt nur, was der Dienst benötigt: ein Sitzungscookie, das Sie angemeldet hält, und den lokalen Speicher Ihres Browsers für Einstellungen wie Sprache und Farbschema sowie für noch nicht abgeschlossene Onboarding-Schritte. Es gibt keine Analyse-, Werbe- oder Drittanbieter-Cookies.',
          },
          {
            heading: 'Optionale Verarbeitung',
            body: 'Drei Arten der Verarbeitung sind optional und finden nur mit Ihrer Einwilligung statt: das Senden Ihrer Fragen an den KI-Coach an ein externes Sprachmodell, falls der Betreiber eines eingerichtet hat (ohne Einwilligung antwortet die eigene Engine von Kairos; vom Modell verfasster Text ist stets gekennzeichnet); ein öffentliches Portfolio, das alle sehen können, die den Link kennen; und die Nutzungsanalyse (welche Seiten Sie wann öffnen, ohne Ihre IP-Adresse). Jede Einwilligung wird mit dem Zeitpunkt erfasst, zu dem Sie sie erteilt haben.',
          },
          {
            heading: 'Wenn Sie es sich anders überlegen',
            body: 'Erteilen oder widerrufen Sie jede Einwilligung jederzeit unter Einstellungen → Ihre Daten; dort ist jede Änderung mit ihrem Zeitpunkt aufgeführt. Die Schalter für das öffentliche Profil und die Analyse unter Einstellungen → Datenschutz sind dieselben Einwilligungen. Um jede Verarbeitung Ihrer Daten zu beenden, löschen Sie dort Ihr Konto.',
          },
        ],
      },
      securityModel: {
        title: 'Sicherheitsmodell',
        summary:
          'Kairos schützt Konten und Daten mit bewährten Bausteinen und protokolliert Sicherheitsereignisse, damit Missbrauch bemerkt werden kann.',
        sections: [
          {
            heading: 'Konten und Passwörter',
            body: 'Die Anmeldung ist bei jedem Schritt geschützt:',
            items: [
              'Passwörter werden mit argon2id gehasht und nie im Klartext gespeichert',
              'Ihre E-Mail-Adresse muss bestätigt sein, bevor Sie sich anmelden können',
              'Anmeldung, Registrierung, Zurücksetzen des Passworts und Anmeldelinks sind in ihrer Häufigkeit begrenzt',
              'Sitzungen liegen auf dem Server und werden über httpOnly- und SameSite-Cookies referenziert',
            ],
          },
          {
            heading: 'Sicherheitsprotokoll',
            body: 'Anmeldungen, fehlgeschlagene Anmeldungen und Passwort-Zurücksetzungen werden mit Zeitpunkt, IP-Adresse und User-Agent protokolliert. Administratoren nutzen dieses Protokoll, um Angriffe auf Konten zu erkennen; Kairos verwendet es ausschließlich zur Sicherheitsüberwachung.',
          },
          {
            heading: 'Uploads',
            body: 'Hochgeladene Dateien werden anhand ihres Inhalts geprüft, nicht anhand ihres Namens. Es werden nur PDF-, DOC-, DOCX- und TXT-Dateien mit bis zu 10 MB angenommen.',
          },
        ],
      },
      dataMinimization: {
        title: 'Datenminimierung',
        summary:
          'Kairos fragt nur nach dem, was es für eine nützliche Analyse braucht, und bewahrt es nur auf der Instanz auf, die Sie nutzen.',
        sections: [
          {
            heading: 'Wonach wir fragen',
            body: 'Eine E-Mail-Adresse und ein Passwort, um Ihr Konto zu erstellen; Ihren Lebenslauf, wenn Sie ihn analysieren lassen möchten; und nur, wenn Sie diese selbst hinzufügen, Ihren Namen und berufliche Angaben in Ihrem Profil.',
          },
          {
            heading: 'Was wir nicht erheben',
            body: 'Kein websiteübergreifendes Tracking, keine Werbeprofile, keine von Dritten gekauften Daten und kein Zugriff auf Ihre Kontakte oder sozialen Netzwerke.',
          },
          {
            heading: 'Was das Sicherheitsprotokoll enthält',
            body: 'Ausschließlich zu Sicherheitsereignissen: den Zeitpunkt, die Art des Ereignisses, Ihre IP-Adresse und Ihren User-Agent. Es dient dem Schutz von Konten, nicht der Profilbildung.',
          },
        ],
      },
      transparency: {
        title: 'Transparenz',
        summary: 'Sie sollten wissen, was Kairos mit Ihren Daten macht und woher jedes Ergebnis stammt.',
        sections: [
          {
            heading: 'Wie Ihr Lebenslauf analysiert wird',
            body: 'Die Engine von Kairos liest Ihren Lebenslauf anhand von Regeln und einer gepflegten Kompetenztaxonomie. Jedes verborgene Talent zeigt die Belege aus Ihrem eigenen Lebenslauf, auf denen es beruht, und eine Konfidenzangabe, damit Sie es selbst beurteilen können.',
          },
          {
            heading: 'Gekennzeichnete KI-Texte',
            body: 'Bindet der Betreiber ein externes Sprachmodell an, wird jeder Text, den es verfasst, gekennzeichnet. So wissen Sie immer, ob Sie die eigene Analyse von Kairos oder einen generierten Text lesen.',
          },
          {
            heading: 'Sie entscheiden',
            body: 'Die Analyse macht Vorschläge; was Sie daraus machen, entscheiden Sie. Sie können verborgene Talente bestätigen oder zur Prüfung vormerken. Kairos trifft keine Entscheidungen über Sie, die Ihnen gegenüber rechtliche Wirkung entfalten oder Sie in ähnlicher Weise erheblich beeinträchtigen.',
          },
        ],
      },
      privacy: {
        title: 'Datenschutzerklärung',
        summary:
          'Diese Erklärung beschreibt, wie personenbezogene Daten auf dieser Kairos-Instanz verarbeitet werden. Der Betreiber der Instanz – die Organisation oder Person, die sie betreibt – ist der Verantwortliche und Ihr Ansprechpartner für alle Fragen und Anliegen zu Ihren Daten.',
        sections: [
          {
            heading: 'Was verarbeitet wird und warum',
            body: 'Kairos verarbeitet:',
            items: [
              'Kontodaten (E-Mail-Adresse, Name, Passwort-Hash) – um Ihr Konto bereitzustellen',
              'Lebensläufe und Profilangaben – um sie zu analysieren und Ihnen die Ergebnisse zu zeigen',
              'Coaching-Fragen, Perspektiven und Aufgaben – um diese Funktionen bereitzustellen',
              'Sicherheitsereignisse (Zeitpunkt, IP-Adresse, User-Agent) – um Konten zu schützen',
            ],
          },
          {
            heading: 'Rechtsgrundlage',
            body: 'Die Verarbeitung ist erforderlich, um den von Ihnen gewünschten Dienst zu erbringen (Art. 6 Abs. 1 lit. b DSGVO). Die Sicherheitsprotokollierung beruht auf dem berechtigten Interesse am Schutz der Konten und des Dienstes (Art. 6 Abs. 1 lit. f DSGVO).',
          },
          {
            heading: 'Wo die Daten gespeichert werden und wer sie erhält',
            body: 'Die Daten werden auf dem eigenen Server der Instanz gespeichert, in ihrer Datenbank und ihrem Datenverzeichnis oder im Objektspeicher des Betreibers. Kein Dritter erhält den Text Ihres Lebenslaufs, es sei denn, der Betreiber hat ein externes Sprachmodell eingerichtet, dessen Ausgaben gekennzeichnet sind. E-Mails werden über den Mailserver des Betreibers zugestellt. Es gibt keine Tracker und keine Werbung.',
          },
          {
            heading: 'Speicherdauer und Ihre Rechte',
            body: 'Ihre Daten werden aufbewahrt, solange Ihr Konto besteht, und auf Anfrage gelöscht (siehe „Recht auf Löschung“). Sie haben die Rechte, die unter „Ihre Rechte nach der DSGVO“ beschrieben sind, und in der Schweiz die Rechte nach dem revDSG.',
          },
        ],
      },
      terms: {
        title: 'Nutzungsbedingungen',
        summary:
          'Nutzungsbedingungen für Kairos in verständlicher Sprache. Diese Instanz wird von ihrem Betreiber bereitgestellt, der für ihren Betrieb verantwortlich ist und eigene Bedingungen ergänzen kann.',
        sections: [
          {
            heading: 'Der Dienst',
            body: 'Kairos hilft Ihnen, Ihren Lebenslauf, Ihre Kompetenzen und Ihre beruflichen Möglichkeiten zu verstehen. Analyse, verborgene Talente, Coaching und Marktdaten sind Vorschläge, die Ihre eigenen Entscheidungen unterstützen, keine Garantie für ein bestimmtes Ergebnis.',
          },
          {
            heading: 'Ihr Konto und Ihre Inhalte',
            body: 'Bewahren Sie Ihr Passwort sicher auf und laden Sie nur Lebensläufe und Inhalte hoch, die Sie verwenden dürfen. Ihre Inhalte bleiben Ihre Inhalte; sie werden nur verwendet, um Ihnen den Dienst bereitzustellen.',
          },
          {
            heading: 'Faire Nutzung',
            body: 'Versuchen Sie nicht, auf die Daten anderer Personen zuzugreifen, den Dienst zu überlasten oder seine Sicherheitsmaßnahmen zu umgehen. Der Betreiber kann Konten sperren, die dies tun.',
          },
          {
            heading: 'Der Betreiber',
            body: 'Der Betreiber dieser Instanz ist für ihre Verfügbarkeit und den Support verantwortlich. Wenden Sie sich bei Fragen zu diesen Bedingungen an den Betreiber.',
          },
        ],
      },
      dpa: {
        title: 'Auftragsverarbeitungsvertrag',
        summary:
          'Eine Organisation, die Kairos in ihrem Auftrag betreiben lässt – etwa für ihre Mitarbeitenden oder Kunden –, benötigt einen Auftragsverarbeitungsvertrag mit demjenigen, der die Instanz betreibt (Art. 28 DSGVO, Art. 9 revDSG). Diese Seite skizziert, was ein solcher Vertrag regelt.',
        sections: [
          {
            heading: 'Rollen',
            body: 'Die Organisation, die über Zwecke und Mittel der Verarbeitung personenbezogener Daten entscheidet, ist der Verantwortliche. Wer die Instanz in ihrem Auftrag hostet oder betreibt, ist Auftragsverarbeiter und handelt ausschließlich auf dokumentierte Weisung des Verantwortlichen.',
          },
          {
            heading: 'Was Kairos unterstützt',
            body: 'Die Software hilft beiden Seiten, ihre Zusagen einzuhalten:',
            items: [
              'Verarbeitung ausschließlich auf der eigenen Infrastruktur der Instanz',
              'Standardmäßig keine Unterauftragsverarbeiter; ein externes Sprachmodell oder ein Mail-Anbieter ist, falls eingerichtet, ein aufzuführender Unterauftragsverarbeiter',
              'Rollenbasierte Zugriffskontrolle und ein Sicherheitsprotokoll',
              'Export und Löschung der Daten einer Person auf Anfrage',
            ],
          },
          {
            heading: 'So erhalten Sie einen Vertrag',
            body: 'Ein Auftragsverarbeitungsvertrag wird zwischen dem Verantwortlichen und dem Betreiber der Instanz geschlossen. Wenden Sie sich an den Betreiber dieser Instanz, um einen anzufordern.',
          },
        ],
      },
      swissLaw: {
        title: 'Schweizer Recht',
        summary:
          'Ein Überblick über die für Kairos relevanten Schweizer Datenschutzvorschriften: das revidierte Bundesgesetz über den Datenschutz (revDSG, auch nDSG) und die zugehörige Datenschutzverordnung (DSV), beide seit dem 1. September 2023 in Kraft.',
        sections: [
          {
            heading: 'Kernpunkte des revDSG',
            body: 'Nach dem revDSG gilt unter anderem:',
            items: [
              'Geschützt sind die Personendaten natürlicher Personen',
              'Datenschutz durch Technik und datenschutzfreundliche Voreinstellungen ist Pflicht (Art. 7)',
              'Personen sind bei der Beschaffung ihrer Personendaten zu informieren (Art. 19)',
              'Es besteht ein Auskunftsrecht (Art. 25) und ein Recht auf Datenherausgabe oder -übertragung (Art. 28)',
              'Verletzungen der Datensicherheit, die voraussichtlich zu einem hohen Risiko führen, sind dem EDÖB so rasch als möglich zu melden (Art. 24)',
            ],
          },
          {
            heading: 'Wie Kairos dazu steht',
            body: 'Kairos hält die Daten auf der eigenen Infrastruktur der Instanz, erhebt wenig und protokolliert Sicherheitsereignisse – Funktionen, die einem Betreiber bei der Einhaltung helfen. Ob die Vorgaben tatsächlich eingehalten werden, hängt davon ab, wie der Betreiber die Instanz betreibt.',
          },
          {
            heading: 'Bekanntgabe ins Ausland',
            body: 'Personendaten dürfen nur in Staaten mit angemessenem Schutz oder mit geeigneten Garantien ins Ausland bekanntgegeben werden (Art. 16). Hostet ein Betreiber die Instanz oder ein externes Sprachmodell außerhalb der Schweiz, muss er sicherstellen, dass dies erfüllt ist.',
          },
        ],
      },
    },
  } satisfies Translation<typeof privacyEn>,
};
