// Spanish strings of the privacy and legal pages (namespace 'privacy'). Every statement must stay true of
// the software: Kairos is self-hostable, the operator of an instance is the controller, no certification is held.
import type { Translation } from '@/web/app/translation';
import type { privacyEn } from '@/web/features/privacy/i18n';

export default {
  privacy: {
    lastUpdated: 'Última actualización: 22 de noviembre de 2026',
    relatedTitle: 'Páginas relacionadas',
    sectionsLabel: 'En esta página',
    notFound: {
      title: 'Página no encontrada',
      body: 'No hay ninguna página de privacidad en esta dirección.',
      link: 'Ir a Privacidad desde el diseño',
    },
    pages: {
      privacyByDesign: {
        title: 'Privacidad desde el diseño',
        summary:
          'Kairos está diseñado para que sus datos profesionales permanezcan en la instancia de Kairos que utiliza. La privacidad es la opción predeterminada, no un ajuste que tenga que buscar: su CV se analiza en el servidor, no se comparte nada con fines publicitarios y el acceso se limita a lo que necesita cada rol.',
        sections: [
          {
            heading: 'Análisis en el servidor, no en la nube de otros',
            body: 'Su CV lo lee y lo analiza el motor propio de Kairos en el servidor de esta instancia. Ningún texto del CV se envía a un servicio externo, salvo que el operador de la instancia haya configurado un modelo de lenguaje externo; el texto redactado por un modelo así se identifica en la interfaz.',
          },
          {
            heading: 'Sin rastreadores ni publicidad',
            body: 'Kairos no contiene analítica de terceros, píxeles de seguimiento ni publicidad, y sus datos no se venden. Solo se utilizan para prestar las funciones que usted usa.',
          },
          {
            heading: 'Configuración segura por defecto',
            body: 'Las contraseñas se protegen con hash argon2id. Las sesiones se guardan en cookies httpOnly y SameSite que los scripts de la página no pueden leer. Es obligatorio verificar el correo electrónico, y el inicio de sesión, el registro, el restablecimiento de contraseña y los enlaces mágicos tienen límites de frecuencia.',
          },
          {
            heading: 'Usted mantiene el control',
            body: 'En Configuración → Sus datos puede descargar usted mismo una copia de todos sus datos, otorgar o retirar su consentimiento para tratamientos opcionales y eliminar su cuenta. Para cualquier otra solicitud, póngase en contacto con el operador (administrador) de esta instancia.',
          },
        ],
      },
      dataSovereignty: {
        title: 'Soberanía de los datos',
        summary:
          'Kairos es un software que se puede alojar de forma autónoma. Quien gestiona una instancia decide dónde se ejecuta, y sus datos permanecen en la infraestructura propia de esa instancia.',
        sections: [
          {
            heading: 'Dónde se encuentran sus datos',
            body: 'Los datos de la cuenta y los análisis se almacenan en una base de datos: una base de datos integrada en el directorio de datos de la instancia o el propio servidor PostgreSQL del operador. Los archivos de CV subidos se almacenan en el directorio de datos o en un almacenamiento de objetos compatible con S3 configurado por el operador.',
          },
          {
            heading: 'Quién es responsable',
            body: 'El operador de la instancia —la organización o persona que la gestiona— es el responsable del tratamiento de sus datos y elige dónde se alojan. Si desea conocer la ubicación del alojamiento, pregunte al operador.',
          },
          {
            heading: 'Sin transferencias ocultas',
            body: 'Kairos no envía sus datos a los creadores del software ni a ningún otro tercero. La única vía de salida opcional para el contenido del CV es un modelo de lenguaje externo que el operador configure de forma explícita, y lo que genera se identifica como tal. Los correos electrónicos, como los enlaces de verificación y de inicio de sesión, se envían a través del servidor de correo del operador.',
          },
        ],
      },
      swissCompliance: {
        title: 'Cumplimiento normativo suizo',
        summary:
          'Kairos se ha diseñado teniendo en cuenta la Ley Federal suiza de Protección de Datos revisada (nLPD), en vigor desde el 1 de septiembre de 2023. Que una instancia concreta la cumpla depende de cómo la gestione su operador; Kairos en sí no cuenta con ninguna certificación.',
        sections: [
          {
            heading: 'Principios en los que se basa Kairos',
            body: 'La nLPD exige protección de datos desde el diseño y por defecto, proporcionalidad, limitación de la finalidad, seguridad de los datos y transparencia. Kairos los refleja con el análisis en el servidor, una recogida mínima de datos, una configuración segura por defecto e información clara sobre el tratamiento.',
          },
          {
            heading: 'Qué ofrece Kairos a los operadores',
            body: 'Herramientas que ayudan a un operador a cumplir sus obligaciones:',
            items: [
              'Datos conservados en la infraestructura propia del operador',
              'Un registro de seguridad de inicios de sesión, intentos fallidos y restablecimientos de contraseña',
              'Acceso basado en roles (usuario, administrador) aplicado en el servidor',
              'Una etiqueta en cada texto redactado por un modelo de lenguaje externo',
            ],
          },
          {
            heading: 'Qué no afirmamos',
            body: 'Kairos no está certificado conforme a ningún esquema suizo ni internacional. Un operador que necesite una certificación o una evaluación de impacto relativa a la protección de datos debe obtenerla para su propia instancia.',
          },
        ],
      },
      gdprRights: {
        title: 'Sus derechos según el RGPD',
        summary:
          'Cuando se aplica el Reglamento General de Protección de Datos (RGPD) de la UE, usted tiene derechos sobre sus datos personales. Esta página los enumera y explica cómo ejercerlos hoy en Kairos.',
        sections: [
          {
            heading: 'Sus derechos',
            body: 'Según el RGPD, usted tiene derecho a:',
            items: [
              'Acceso: obtener una copia de sus datos personales e información sobre su tratamiento (art. 15)',
              'Rectificación: que se corrijan los datos inexactos; puede editar su perfil usted mismo (art. 16)',
              'Supresión: que se eliminen sus datos (art. 17)',
              'Limitación: que se limite el tratamiento mientras se resuelve una cuestión (art. 18)',
              'Portabilidad: recibir los datos que ha facilitado en un formato de lectura mecánica (art. 20)',
              'Oposición: oponerse al tratamiento basado en intereses legítimos (art. 21)',
            ],
          },
          {
            heading: 'Cómo ejercerlos',
            body: 'El acceso, la portabilidad, la supresión y el consentimiento los gestiona usted mismo en Configuración → Sus datos: descargue todos sus datos en un solo archivo, elimine su cuenta y otorgue o retire su consentimiento para tratamientos opcionales. Para cualquier otra solicitud, póngase en contacto con el operador (administrador) de esta instancia, que es el responsable del tratamiento. El responsable debe responder en el plazo de un mes; en solicitudes complejas, este plazo puede ampliarse dos meses más.',
          },
          {
            heading: 'Reclamaciones',
            body: 'Puede presentar una reclamación ante la autoridad de control de protección de datos de su país (art. 77). En Suiza, la autoridad competente es el Comisionado Federal de Protección de Datos y Transparencia (PFPDT).',
          },
        ],
      },
      dataPortability: {
        title: 'Portabilidad de los datos',
        summary:
          'Tiene derecho a recibir los datos personales que ha facilitado en un formato estructurado, de uso común y de lectura mecánica, y a llevarlos a otro servicio.',
        sections: [
          {
            heading: 'Qué contiene una exportación',
            body: 'Una exportación abarca los datos vinculados a su cuenta:',
            items: [
              'Datos de la cuenta: su nombre, su dirección de correo electrónico, sus métodos de inicio de sesión y sus sesiones actuales (nunca su contraseña ni sus tokens de sesión)',
              'La información de perfil y los ajustes que ha introducido',
              'Los archivos de CV que ha subido, sin modificar',
              'Resultados del análisis: competencias, experiencia, formación, idiomas y talentos ocultos',
              'Sesiones de coaching, perspectivas y tareas',
              'Sus consentimientos con su historial, los correos de notificación que se le han enviado y sus páginas vistas para el análisis de uso (si lo ha permitido)',
              'Eventos de seguridad relativos a su cuenta (tipo y hora)',
            ],
          },
          {
            heading: 'Cómo obtenerla',
            body: 'Abra Configuración → Sus datos y elija «Descargar mis datos»: recibirá un archivo ZIP con archivos JSON, sus archivos de CV originales y un README que explica cada archivo. Cada CV analizado también se puede descargar desde su página como JSON Resume (jsonresume.org), un formato que otras herramientas de CV pueden importar.',
          },
        ],
      },
      rightToErasure: {
        title: 'Derecho de supresión',
        summary:
          'Puede solicitar que se eliminen su cuenta y los datos personales vinculados a ella: el «derecho al olvido» del art. 17 del RGPD y el derecho de supresión previsto en la nLPD suiza.',
        sections: [
          {
            heading: 'Qué se elimina',
            body: 'Su cuenta, sus métodos de inicio de sesión y sus sesiones, su perfil y sus ajustes, los archivos de CV que ha subido con sus análisis y talentos ocultos, sus sesiones de coaching, perspectivas y tareas, sus consentimientos, sus registros de notificaciones y sus páginas vistas para el análisis de uso. Todo se elimina de una vez, en un solo paso.',
          },
          {
            heading: 'Qué se conserva y por qué',
            body: 'Las entradas del registro de seguridad relativas a su cuenta (como los inicios de sesión) se conservan para que el operador pueda investigar incidentes de seguridad, pero sin datos personales: se eliminan el vínculo con su cuenta, la dirección IP, el navegador y su dirección de correo electrónico, y la propia eliminación se registra sin ninguno de esos datos. Los correos ya enviados no se pueden recuperar. Los datos que el operador deba conservar por ley pueden conservarse, y las copias de seguridad del operador caducan según su propio calendario.',
          },
          {
            heading: 'Cómo eliminar su cuenta',
            body: 'Abra Configuración → Sus datos, elija «Eliminar mi cuenta» y escriba su dirección de correo electrónico para confirmar. Su sesión se cerrará de inmediato. Le recomendamos descargar antes sus datos.',
          },
        ],
      },
      accessControls: {
        title: 'Control de acceso',
        summary:
          'Cada solicitud se comprueba en el servidor: quién es usted y si su rol le permite lo que solicita. Lo que el navegador muestra u oculta nunca es la única protección.',
        sections: [
          {
            heading: 'Dos roles',
            body: 'Kairos tiene dos roles: usuario y administrador. Los usuarios solo ven y gestionan sus propios CV, análisis, talentos, sesiones de coaching y tareas. Los administradores gestionan las cuentas y los roles y revisan los eventos de seguridad.',
          },
          {
            heading: 'Aplicado en el servidor',
            body: 'Cada parte de la API declara quién puede utilizarla, y el servidor lo comprueba en cada solicitud. Se rechaza cualquier solicitud de datos de otra persona.',
          },
          {
            heading: 'Sesiones',
            body: 'Tras iniciar sesión, su sesión se guarda en el servidor y se referencia mediante una cookie httpOnly y SameSite que los scripts de la página no pueden leer. Al cerrar sesión, la sesión finaliza en el servidor.',
          },
        ],
      },
      consentManagement: {
        title: 'Gestión del consentimiento',
        summary:
          'Kairos trata sus datos para prestar el servicio en el que se ha registrado. No muestra ningún banner de cookies porque no utiliza cookies de seguimiento ni de publicidad.',
        sections: [
          {
            heading: 'Cookies y almacenamiento',
            body: 'Kairos solo utiliza lo que el servicio necesita: una cookie de sesión que mantiene su sesión iniciada y el almacenamiento local de su navegador para preferencias como el idioma y el esquema de colores, y para los pasos de incorporación sin terminar. No hay cookies de analítica, de publicidad ni de terceros.',
          },
          {
            heading: 'Tratamiento opcional',
            body: 'Tres tipos de tratamiento son opcionales y solo se realizan con su consentimiento: el envío de sus preguntas al coach de IA a un modelo de lenguaje externo, si el operador ha configurado uno (sin su consentimiento responde el motor propio de Kairos; el texto redactado por el modelo siempre se identifica); un portafolio público que puede ver cualquier persona con el enlace; y el análisis de uso (qué páginas abre y cuándo, sin su dirección IP). Cada consentimiento queda registrado con la hora en que lo otorgó.',
          },
          {
            heading: 'Si cambia de opinión',
            body: 'Otorgue o retire cada consentimiento en cualquier momento en Configuración → Sus datos, donde cada cambio aparece con su hora. Los interruptores de perfil público y de análisis en Configuración → Privacidad son los mismos consentimientos. Para que dejen de tratarse sus datos por completo, elimine allí su cuenta.',
          },
        ],
      },
      securityModel: {
        title: 'Modelo de seguridad',
        summary:
          'Kairos protege las cuentas y los datos con componentes probados y registra los eventos de seguridad para que se pueda detectar cualquier uso indebido.',
        sections: [
          {
            heading: 'Cuentas y contraseñas',
            body: 'El inicio de sesión está protegido en cada paso:',
            items: [
              'Las contraseñas se protegen con hash argon2id y nunca se almacenan en texto plano',
              'Debe verificar su dirección de correo electrónico antes de poder iniciar sesión',
              'El inicio de sesión, el registro, el restablecimiento de contraseña y los enlaces mágicos tienen límites de frecuencia',
              'Las sesiones residen en el servidor y se referencian mediante cookies httpOnly y SameSite',
            ],
          },
          {
            heading: 'Registro de seguridad',
            body: 'Los inicios de sesión, los intentos fallidos y los restablecimientos de contraseña se registran con la hora, la dirección IP y el agente de usuario. Los administradores utilizan este registro para detectar ataques a las cuentas; Kairos lo utiliza únicamente para la supervisión de la seguridad.',
          },
          {
            heading: 'Archivos subidos',
            body: 'Los archivos subidos se comprueban por su contenido, no por su nombre. Solo se aceptan archivos PDF, DOC, DOCX y TXT de hasta 10 MB.',
          },
        ],
      },
      dataMinimization: {
        title: 'Minimización de datos',
        summary:
          'Kairos solo pide lo que necesita para ofrecerle un análisis útil y solo lo conserva en la instancia que usted utiliza.',
        sections: [
          {
            heading: 'Qué le pedimos',
            body: 'Una dirección de correo electrónico y una contraseña para crear su cuenta; su CV, si quiere que se analice; y, solo si decide añadirlos, su nombre y sus datos profesionales en el perfil.',
          },
          {
            heading: 'Qué no recopilamos',
            body: 'Ningún seguimiento entre sitios web, ningún perfil publicitario, ningún dato comprado a terceros y ningún acceso a sus contactos o redes sociales.',
          },
          {
            heading: 'Qué contiene el registro de seguridad',
            body: 'Solo para eventos de seguridad: la hora, el tipo de evento, su dirección IP y su agente de usuario. Se utiliza para proteger las cuentas, no para elaborar perfiles.',
          },
        ],
      },
      transparency: {
        title: 'Transparencia',
        summary: 'Debe saber qué hace Kairos con sus datos y de dónde procede cada resultado.',
        sections: [
          {
            heading: 'Cómo se analiza su CV',
            body: 'El motor de Kairos lee su CV mediante reglas y una taxonomía de competencias seleccionada con criterio. Cada talento oculto muestra las pruebas de su propio CV en las que se basa y un nivel de confianza, para que pueda valorarlo usted mismo.',
          },
          {
            heading: 'Texto de IA identificado',
            body: 'Cuando el operador conecta un modelo de lenguaje externo, todo texto que este redacta se identifica como tal, de modo que siempre sabe si está leyendo el análisis propio de Kairos o un texto generado.',
          },
          {
            heading: 'Usted decide',
            body: 'El análisis hace sugerencias; usted decide qué hacer con ellas. Puede validar los talentos ocultos o marcarlos para revisarlos. Kairos no toma decisiones sobre usted que produzcan efectos jurídicos o le afecten de forma similarmente significativa.',
          },
        ],
      },
      privacy: {
        title: 'Política de privacidad',
        summary:
          'Esta política explica cómo se tratan los datos personales en esta instancia de Kairos. El operador de la instancia —la organización o persona que la gestiona— es el responsable del tratamiento y su interlocutor para cualquier pregunta o solicitud sobre sus datos.',
        sections: [
          {
            heading: 'Qué se trata y por qué',
            body: 'Kairos trata:',
            items: [
              'Datos de la cuenta (dirección de correo electrónico, nombre, hash de la contraseña), para gestionar su cuenta',
              'CV e información del perfil, para analizarlos y mostrarle los resultados',
              'Preguntas al coach, perspectivas y tareas, para prestar esas funciones',
              'Eventos de seguridad (hora, dirección IP, agente de usuario), para proteger las cuentas',
            ],
          },
          {
            heading: 'Base jurídica',
            body: 'El tratamiento es necesario para prestar el servicio que ha solicitado (art. 6.1.b) del RGPD). El registro de seguridad se basa en el interés legítimo en proteger las cuentas y el servicio (art. 6.1.f) del RGPD).',
          },
          {
            heading: 'Dónde se almacenan y quién los recibe',
            body: 'Los datos se almacenan en el propio servidor de la instancia, en su base de datos y su directorio de datos, o en el almacenamiento de objetos del operador. Ningún tercero recibe el texto de su CV, salvo que el operador haya configurado un modelo de lenguaje externo, cuyo resultado se identifica como tal. Los correos electrónicos se envían a través del servidor de correo del operador. No hay rastreadores ni publicidad.',
          },
          {
            heading: 'Conservación y sus derechos',
            body: 'Sus datos se conservan mientras exista su cuenta y se eliminan cuando lo solicite (consulte Derecho de supresión). Tiene los derechos descritos en Sus derechos según el RGPD y, en Suiza, los que le reconoce la nLPD.',
          },
        ],
      },
      terms: {
        title: 'Condiciones del servicio',
        summary:
          'Condiciones de uso de Kairos en lenguaje sencillo. Esta instancia la ofrece su operador, que es responsable de gestionarla y puede añadir sus propias condiciones.',
        sections: [
          {
            heading: 'El servicio',
            body: 'Kairos le ayuda a comprender su CV, sus competencias y sus opciones profesionales. Su análisis, los talentos ocultos, el coaching y los datos de mercado son sugerencias para apoyar sus propias decisiones, no garantías de ningún resultado.',
          },
          {
            heading: 'Su cuenta y su contenido',
            body: 'Mantenga segura su contraseña y suba únicamente CV y contenidos que tenga derecho a utilizar. Su contenido sigue siendo suyo; solo se utiliza para prestarle el servicio.',
          },
          {
            heading: 'Uso razonable',
            body: 'No intente acceder a datos de otras personas, sobrecargar el servicio ni eludir sus medidas de seguridad. El operador puede suspender las cuentas que lo hagan.',
          },
          {
            heading: 'El operador',
            body: 'El operador de esta instancia es responsable de su disponibilidad y del soporte. Si tiene alguna pregunta sobre estas condiciones, póngase en contacto con el operador.',
          },
        ],
      },
      dpa: {
        title: 'Contrato de encargo del tratamiento',
        summary:
          'Una organización que encarga la gestión de Kairos por su cuenta —por ejemplo, para su personal o sus clientes— necesita un contrato de encargo del tratamiento con quien gestione la instancia (art. 28 del RGPD, art. 9 de la nLPD). Esta página resume lo que abarca un contrato así.',
        sections: [
          {
            heading: 'Roles',
            body: 'La organización que decide por qué y cómo se tratan los datos personales es el responsable del tratamiento. Quien aloja o gestiona la instancia por cuenta de esta es un encargado del tratamiento y actúa únicamente siguiendo las instrucciones documentadas del responsable.',
          },
          {
            heading: 'Qué facilita Kairos',
            body: 'El software ayuda a ambas partes a cumplir sus compromisos:',
            items: [
              'Tratamiento limitado a la infraestructura propia de la instancia',
              'Sin subencargados por defecto; un modelo de lenguaje externo o un proveedor de correo, si se configuran, son subencargados que deben figurar en la lista',
              'Control de acceso basado en roles y un registro de seguridad',
              'Exportación y supresión de los datos de una persona cuando lo solicite',
            ],
          },
          {
            heading: 'Cómo obtener un contrato',
            body: 'El contrato de encargo del tratamiento se celebra entre el responsable del tratamiento y el operador de la instancia. Póngase en contacto con el operador de esta instancia para solicitarlo.',
          },
        ],
      },
      swissLaw: {
        title: 'Derecho suizo',
        summary:
          'Un resumen de las normas suizas de protección de datos relevantes para Kairos: la Ley Federal de Protección de Datos revisada (nLPD) y su ordenanza de aplicación, ambas en vigor desde el 1 de septiembre de 2023.',
        sections: [
          {
            heading: 'Aspectos clave de la nLPD',
            body: 'Entre otras cosas, la nLPD:',
            items: [
              'Protege los datos personales de las personas físicas',
              'Exige la protección de datos desde el diseño y por defecto (art. 7)',
              'Exige informar a las personas cuando se recogen sus datos personales (art. 19)',
              'Reconoce el derecho de acceso (art. 25) y el derecho a la portabilidad de los datos (art. 28)',
              'Obliga a notificar lo antes posible al PFPDT las violaciones de la seguridad de los datos que puedan entrañar un riesgo elevado (art. 24)',
            ],
          },
          {
            heading: 'Cómo se relaciona Kairos con ella',
            body: 'Kairos conserva los datos en la infraestructura propia de la instancia, recoge pocos datos y registra los eventos de seguridad, funciones que ayudan a un operador a cumplirla. El cumplimiento en sí depende de cómo gestione el operador la instancia.',
          },
          {
            heading: 'Comunicación al extranjero',
            body: 'Los datos personales solo pueden comunicarse al extranjero a países con una protección adecuada o con garantías apropiadas (art. 16). Si un operador aloja la instancia, o un modelo de lenguaje externo, fuera de Suiza, debe asegurarse de que se cumpla este requisito.',
          },
        ],
      },
    },
  } satisfies Translation<typeof privacyEn>,
};
