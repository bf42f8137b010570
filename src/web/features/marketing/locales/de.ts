import type { Translation } from '@/web/app/translation';
import type { marketingEn } from '@/web/features/marketing/i18n';

export default {
  marketing: {
    landing: {
      hero: {
        eyebrow: 'Karriere-Intelligenz für Europa – mit Datenschutz an erster Stelle',
        title: 'Bringen Sie Ihre Karriere mit Karriere-Intelligenz voran',
        subtitle:
          'Laden Sie Ihren Lebenslauf hoch, und Kairos macht daraus ein klares Bild Ihrer Kompetenzen, Ihrer Erfahrung und Ihrer verborgenen Talente – analysiert auf dem eigenen Server von Kairos. Anschließend hilft Ihnen Kairos, mit Karrierecoach, Profilperspektiven und europäischen Marktdaten daraus konkrete Schritte zu machen.',
        getStarted: 'Kostenlos starten',
        exploreFeatures: 'Funktionen entdecken',
        factsLabel: 'Das Wichtigste in Kürze',
        facts: {
          free: 'Kostenlos starten',
          languages: 'Liest Lebensläufe auf Englisch, Deutsch, Französisch, Spanisch, Italienisch und Niederländisch',
          noTrackers: 'Keine Tracker von Drittanbietern, keine Werbung',
        },
      },
      features: {
        title: 'Alles, was Ihr Lebenslauf über Sie verrät',
        subtitle: 'Ein einziger Upload, auf dem Server analysiert, bildet die Grundlage für alle Bereiche von Kairos.',
        items: {
          cvAnalysis: {
            title: 'Lebenslaufanalyse auf unserem eigenen Server',
            description:
              'Laden Sie eine PDF-, DOC-, DOCX- oder TXT-Datei hoch. Kairos liest sie auf dem eigenen Server und extrahiert Ihre Kompetenzen, Erfahrung, Ausbildung und Sprachen – auf Englisch, Deutsch, Französisch, Spanisch, Italienisch oder Niederländisch.',
          },
          hiddenTalents: {
            title: 'Verborgene Talente, mit Belegen',
            description:
              'Kairos zeigt Ihnen Stärken, auf die Ihr Lebenslauf hindeutet, ohne sie je zu benennen, und nennt zu jeder die Stellen in Ihrem eigenen Lebenslauf, die sie belegen. Sie entscheiden, welche Sie bestätigen.',
          },
          coach: {
            title: 'Karrierecoach',
            description:
              'Fragen Sie nach Ihrem nächsten Schritt und erhalten Sie Antworten, die auf Ihrer eigenen Analyse beruhen – Ihren Kompetenzen, Ihrer Erfahrung, Ihren Talenten – statt allgemeiner Ratschläge. Die Antworten schreibt Kairos’ eigene Engine; nur wo ein Betreiber ein Sprachmodell hinzufügt, sind dessen Antworten als KI gekennzeichnet.',
          },
          perspectives: {
            title: 'Profilperspektiven',
            description:
              'Sehen Sie Ihr Profil so, wie verschiedene Leser es sehen: aus technischer Sicht, aus Sicht der Geschäftsführung, aus Sicht von HR und Recruiting sowie als öffentliches Portfolio.',
          },
          market: {
            title: 'Europäische Marktanalyse',
            description:
              'Erkunden Sie europäische Unternehmen, vergleichen Sie Länder und sehen Sie, welche Kompetenzen gefragt sind – so wissen Sie, wo Ihr Profil hinpasst.',
          },
          tasks: {
            title: 'Aufgaben und Fortschritt',
            description:
              'Machen Sie aus Erkenntnissen konkrete Aufgaben, behalten Sie im Blick, was erledigt ist, und verfolgen Sie Ihren Fortschritt über die Zeit.',
          },
        },
      },
      howItWorks: {
        title: 'So funktioniert’s',
        subtitle: 'In vier Schritten von der Registrierung zu Ihrem nächsten Karriereschritt.',
        stepLabel: 'Schritt {{number}}',
        learnMore: 'Mehr darüber, wie Kairos funktioniert',
      },
      privacy: {
        eyebrow: 'Schweizerisch und europäisch von Grund auf',
        title: 'Datenschutz an erster Stelle – standardmäßig',
        body: 'Ihr Lebenslauf wird auf unserem Server analysiert und nie an Dritte weitergegeben – es sei denn, der Betreiber dieser Kairos-Instanz hat ein externes Sprachmodell eingerichtet; dann wird jeder Text, den es verfasst, gekennzeichnet.',
        points: {
          noTrackers: 'Keine Tracker von Drittanbietern, keine Werbung, kein Verkauf von Daten',
          security: 'Passwörter mit argon2id gehasht, Sitzungen in httpOnly-Cookies',
          control: 'Laden Sie jederzeit alle Ihre Daten herunter oder löschen Sie Ihr Konto selbst – in den Einstellungen',
        },
        learnMore: 'Mehr über Privacy by Design',
      },
      cta: {
        title: 'Sehen Sie, was Ihr Lebenslauf über Sie aussagt',
        body: 'Erstellen Sie ein kostenloses Konto, laden Sie Ihren Lebenslauf hoch und sehen Sie sich Ihre Analyse und Ihre verborgenen Talente an.',
        getStarted: 'Kostenlos starten',
        howItWorks: 'So funktioniert’s',
      },
    },
    steps: {
      account: {
        title: 'Konto erstellen',
        short: 'Registrieren Sie sich mit Ihrer E-Mail-Adresse und bestätigen Sie sie. Kostenlos starten.',
        long: 'Registrieren Sie sich mit Ihrer E-Mail-Adresse und einem Passwort mit mindestens 8 Zeichen und bestätigen Sie Ihre Adresse dann über den Link, den wir Ihnen senden. Der Einstieg in Kairos ist kostenlos, Zahlungsdaten sind nicht nötig.',
      },
      upload: {
        title: 'Lebenslauf hochladen',
        short: 'PDF, DOC, DOCX oder TXT, bis zu 10 MB. Die Analyse läuft auf dem Server.',
        long: 'Legen Sie Ihren Lebenslauf als PDF-, DOC-, DOCX- oder TXT-Datei mit bis zu 10 MB ab. Kairos prüft die Datei anhand ihres Inhalts, speichert sie und analysiert sie im Hintergrund auf dem eigenen Server. Währenddessen können Sie den Status verfolgen.',
      },
      review: {
        title: 'Analyse und verborgene Talente ansehen',
        short: 'Prüfen Sie die gefundenen Kompetenzen, Erfahrungen, Ausbildungen und Sprachen und die Talente dahinter.',
        long: 'Sehen Sie, welche Kompetenzen, Erfahrungen, Ausbildungen und Sprachen Kairos in Ihrem Lebenslauf gefunden hat und welche verborgenen Talente es vorschlägt – jeweils mit den Belegen aus Ihrem eigenen Lebenslauf und einer Konfidenzangabe. Bestätigen Sie die Talente, die zu Ihnen passen, oder merken Sie sie zur Prüfung vor.',
      },
      act: {
        title: 'Aktiv werden',
        short: 'Fragen Sie den Karrierecoach, planen Sie Aufgaben und erkunden Sie europäische Marktdaten.',
        long: 'Fragen Sie den Karrierecoach nach Ihrem nächsten Schritt, betrachten Sie Ihr Profil aus verschiedenen Perspektiven, erkunden Sie europäische Unternehmen, Länder und die Nachfrage nach Kompetenzen und machen Sie aus Ihren Erkenntnissen Aufgaben, deren Fortschritt Sie verfolgen können.',
      },
    },
    howItWorksPage: {
      title: 'So funktioniert Kairos',
      intro:
        'Kairos liest Ihren Lebenslauf auf dem eigenen Server, macht daraus eine strukturierte Analyse und baut alles Weitere – Talente, Coaching, Perspektiven und Markteinblicke – auf dieser Analyse auf. Hier sehen Sie Schritt für Schritt, was passiert.',
      stepsTitle: 'Vier Schritte',
      cvTitle: 'Was mit Ihrem Lebenslauf geschieht',
      cvIntro: 'Ihr Lebenslauf ist persönlich. Hier sehen Sie genau, wohin er gelangt und wer ihn sehen kann.',
      cvPoints: {
        storage:
          'Die Datei wird auf dem Server dieser Kairos-Instanz gespeichert – in ihrem Datenverzeichnis oder in dem Objektspeicher, den der Betreiber eingerichtet hat.',
        checks:
          'Sie wird anhand ihres Inhalts geprüft, nicht anhand des Dateinamens: Es werden nur PDF-, DOC-, DOCX- und TXT-Dateien mit bis zu 10 MB angenommen.',
        local:
          'Sie wird auf dem Server von der eigenen Engine von Kairos analysiert. Es wird kein Text aus Lebensläufen an Dritte gesendet, es sei denn, der Betreiber hat ein externes Sprachmodell eingerichtet – von einem solchen Modell verfasster Text ist immer gekennzeichnet.',
        database: 'Die Ergebnisse werden in der Datenbank gespeichert und Ihrem Konto zugeordnet.',
        visibility:
          'Ihr Lebenslauf und Ihre Analyse sind nur für Sie sichtbar – und, ausschließlich zur Kontoverwaltung, für die Administratoren der Instanz.',
      },
      resultsTitle: 'Was die Analyse liefert',
      resultsIntro: 'Die Analyse ist die Grundlage für alle anderen Bereiche von Kairos.',
      results: {
        skills: {
          title: 'Kompetenzen',
          description: 'Fachliche und berufliche Kompetenzen aus Ihrem Lebenslauf, nach Kategorien gruppiert.',
        },
        experience: {
          title: 'Erfahrung und Ausbildung',
          description: 'Ihre Positionen, Arbeitgeber und Zeiträume sowie Ihre Ausbildung, in chronologischer Reihenfolge.',
        },
        languages: {
          title: 'Sprachen',
          description: 'Die Sprachen, die Sie sprechen, und die Sprache, in der Ihr Lebenslauf verfasst ist.',
        },
        talents: {
          title: 'Verborgene Talente',
          description: 'Stärken, auf die Ihr Lebenslauf hindeutet, ohne sie zu benennen – jeweils mit Belegen und einer Konfidenzangabe.',
        },
        insights: {
          title: 'Erkenntnisse',
          description: 'Beobachtungen und Empfehlungen, auf denen Coach, Perspektiven und Marktansichten aufbauen.',
        },
        failures: {
          title: 'Klare Fehlermeldungen',
          description:
            'Kann eine Datei nicht gelesen werden – etwa ein verschlüsseltes PDF oder eines, das nur aus Bildern besteht –, bleibt sie mit dem Grund gespeichert, und Sie können es erneut versuchen.',
        },
      },
      cta: {
        title: 'Bereit für den Start?',
        body: 'Erstellen Sie Ihr kostenloses Konto und laden Sie Ihren Lebenslauf hoch. Wie wir Ihre Daten schützen, können Sie jederzeit nachlesen.',
        getStarted: 'Kostenlos starten',
        privacy: 'Privacy by Design',
      },
    },
  } satisfies Translation<typeof marketingEn>,
};
