/**
 * The demo catalogue's French and Arabic texts (decision 033), keyed by the slugs of
 * demo-content.ts: each service, each course with its modules' titles in order and its lessons by
 * slug. Loaded with the demo catalogue. Instructors' names stay as they are; the doctor is "la
 * docteure Maya Haddad" in French and "الدكتورة مايا حداد" in Arabic. The Arabic addresses the
 * parent in the singular, the breastfeeding course the mother.
 */

export type DemoServiceTexts = { name: string; description: string };
export type DemoLessonTexts = { title: string; description: string };
export type DemoCourseTexts = {
  title: string;
  description: string;
  category: string;
  learningOutcomes: string[];
  /** The modules' titles, in the modules' order. */
  modules: string[];
  /** By lesson slug. */
  lessons: Record<string, DemoLessonTexts>;
};
export type DemoTexts = { services: Record<string, DemoServiceTexts>; courses: Record<string, DemoCourseTexts> };

const fr: DemoTexts = {
  services: {
    "pediatric-consultation": {
      name: "Consultation pédiatrique",
      description:
        "Une consultation complète avec la docteure Haddad pour toute question de santé, d'une éruption cutanée ou d'une toux aux inquiétudes sur l'alimentation. Nous vous écoutons, examinons votre enfant et vous repartez avec un plan clair.",
    },
    "well-child-checkup": {
      name: "Bilan de santé de l'enfant",
      description:
        "Des bilans réguliers de la naissance à l'adolescence : croissance et développement, dépistage de la vue et de l'audition, conseils sur l'alimentation et le sommeil, et du temps pour toutes vos questions.",
    },
    vaccinations: {
      name: "Vaccinations",
      description:
        "Tous les vaccins de l'enfant et de l'adolescent prévus par le calendrier national, ainsi que le vaccin contre la grippe saisonnière, faits en douceur au cabinet, avec un carnet de vaccination tenu à jour. Le prix dépend du vaccin.",
    },
    "newborn-care": {
      name: "Visite du nouveau-né",
      description:
        "Les premières visites après le retour à la maison : contrôle du poids et de l'alimentation, surveillance de la jaunisse et du cordon, et des réponses calmes et concrètes pour les premières semaines.",
    },
    "breastfeeding-support": {
      name: "Accompagnement allaitement et nutrition",
      description:
        "De l'aide pour la prise du sein, la lactation, le tire-lait, le lait infantile, la diversification alimentaire et les enfants difficiles à table, adaptée à l'âge de votre enfant et au rythme de votre famille.",
    },
    "growth-development": {
      name: "Bilan de croissance et de développement",
      description:
        "Un examen détaillé des étapes du développement, du langage, de la motricité et des courbes de croissance, avec des idées de jeux à la maison et une orientation vers des thérapeutes lorsqu'un soutien supplémentaire serait utile.",
    },
    "sick-visit": {
      name: "Consultation le jour même",
      description:
        "Fièvre, mal d'oreille, vomissements ou toux inquiétante ? Appelez-nous le matin et nous verrons votre enfant le jour même, ou nous vous conseillerons par vidéo si une visite n'est pas nécessaire.",
    },
    "adolescent-health": {
      name: "Santé de l'adolescent",
      description:
        "Des soins confidentiels et respectueux pour les adolescents : puberté, certificats de sport, acné, sommeil, humeur et bonnes habitudes, avec un moment en tête-à-tête pour l'adolescent à chaque visite.",
    },
  },
  courses: {
    "newborn-care-basics": {
      title: "Les bases des soins au nouveau-né : les six premières semaines",
      description:
        "Un guide calme et pratique des six premières semaines de votre bébé à la maison : alimentation, bain, sommeil en sécurité, apaisement, et savoir quand appeler le médecin. Enregistré par la docteure Maya Haddad pour les jeunes et futurs parents.",
      category: "Soins du nourrisson",
      learningOutcomes: [
        "Reconnaître les signes de faim et de satiété de votre nouveau-né et savoir combien de tétées et de couches prévoir",
        "Donner le bain à votre bébé et prendre soin de son cordon et de sa peau en toute confiance",
        "Aménager un couchage sûr, conforme aux recommandations actuelles de l'Académie américaine de pédiatrie",
        "Apaiser un bébé qui pleure grâce à une routine simple, étape par étape",
        "Reconnaître les signes d'alerte qui imposent de faire voir votre bébé le jour même",
      ],
      modules: ["Alimentation et soins du quotidien", "Sommeil et apaisement", "Santé et signes d'alerte"],
      lessons: {
        "feeding-cues": {
          title: "Reconnaître les signes de faim et de satiété",
          description:
            "Apprenez les premiers signes de faim (bébé qui cherche le sein, mains à la bouche, bruits de succion) pour le nourrir avant qu'il ne pleure, et les mains détendues qui montrent qu'il est rassasié. Nous voyons aussi combien de tétées et de couches mouillées attendre chaque jour.",
        },
        "bathing-cord-care": {
          title: "Le bain, les soins du cordon et de la peau",
          description:
            "Comment faire une toilette à l'éponge en toute sécurité jusqu'à la chute du cordon, et garder le moignon propre et sec. Nous passons aussi en revue les changements de peau fréquents et sans gravité du nouveau-né, comme l'acné du nourrisson, les grains de milium et les croûtes de lait.",
        },
        "safe-sleep-abcs": {
          title: "Un sommeil sûr : seul, sur le dos, dans son lit",
          description:
            "Les règles d'un sommeil sûr qui réduisent le risque de mort inattendue du nourrisson : seul, sur le dos, sur un matelas ferme et plat, dans votre chambre mais pas dans votre lit. Ce qu'il faut laisser hors du lit de bébé, et pourquoi.",
        },
        "calming-crying": {
          title: "Calmer un bébé qui pleure",
          description:
            "Pourquoi les pleurs culminent souvent vers six à huit semaines, et une routine d'apaisement qui marche avec la plupart des bébés : vérifier l'essentiel, le peau à peau, le « chut » à l'oreille, le bercement et la tétine. Et que faire si vous vous sentez dépassé.",
        },
        "taking-temperature": {
          title: "Prendre la température de votre bébé",
          description:
            "Comment prendre une température rectale fiable avec un thermomètre numérique, et pourquoi 38,0 °C ou plus chez un bébé de moins de trois mois impose toujours d'appeler le médecin sans attendre.",
        },
        "when-to-call": {
          title: "Quand appeler le médecin",
          description:
            "Une liste claire des signes d'alerte, d'un bébé qui boit mal et mouille moins de couches à une peau jaune, une respiration rapide ou une somnolence inhabituelle, et comment joindre le cabinet de jour comme de nuit.",
        },
      },
    },
    "breastfeeding-and-pumping": {
      title: "L'allaitement et le tire-lait en toute simplicité",
      description:
        "Tout ce qu'il faut pour bien démarrer l'allaitement : le colostrum et les premiers jours, une prise du sein profonde et confortable, savoir si votre bébé boit assez, tirer et conserver votre lait à la reprise du travail.",
      category: "Nutrition",
      learningOutcomes: [
        "Obtenir une prise du sein profonde et confortable dans plusieurs positions",
        "Connaître les signes fiables qui montrent que votre bébé boit assez de lait",
        "Choisir, ajuster et nettoyer un tire-lait, et adopter un rythme qui préserve votre lactation",
        "Conserver, décongeler et réchauffer le lait maternel en toute sécurité",
      ],
      modules: ["Bien démarrer l'allaitement", "Tirer et conserver son lait"],
      lessons: {
        "the-first-days": {
          title: "Les premiers jours : le colostrum et la montée de lait",
          description:
            "À quoi s'attendre avec le colostrum, pourquoi huit à douze tétées par jour installent votre lactation, et comment votre lait change au moment de la montée de lait, entre le troisième et le cinquième jour environ.",
        },
        "deep-latch": {
          title: "Une prise du sein profonde et confortable",
          description:
            "Les positions de la madone, de la madone inversée, du ballon de rugby et allongée, et comment distinguer une prise profonde d'une prise superficielle. L'allaitement ne doit pas rester douloureux : apprenez à détacher doucement votre bébé du sein et à recommencer.",
        },
        "enough-milk": {
          title: "Mon bébé boit-il assez ?",
          description:
            "Les signes fiables d'une bonne prise de lait : au moins six couches mouillées par jour après le cinquième jour, des selles jaunes régulières, une prise de poids régulière et un bébé repu après la plupart des tétées. Et quand nous demander une pesée.",
        },
        "choosing-a-pump": {
          title: "Choisir et utiliser un tire-lait",
          description:
            "Tire-lait manuels, électriques et mains libres comparés, comment trouver la bonne taille de téterelle, et un rythme de tirage qui préserve votre lactation à la reprise du travail.",
        },
        "milk-storage": {
          title: "Conserver, décongeler et réchauffer le lait maternel",
          description:
            "Les durées de conservation sûres : jusqu'à 4 heures à température ambiante, 4 jours au réfrigérateur et environ 6 mois au congélateur. Comment décongeler le lait en douceur, et pourquoi un lait décongelé ne doit jamais être recongelé.",
        },
      },
    },
    "starting-solids": {
      title: "Réussir la diversification alimentaire en confiance",
      description:
        "Quand et comment introduire les aliments solides vers six mois : les signes que bébé est prêt, les premiers aliments riches en fer, l'introduction précoce des allergènes, les textures sûres et la différence entre un haut-le-cœur et un étouffement.",
      category: "Nutrition",
      learningOutcomes: [
        "Reconnaître quand votre bébé est prêt, dans son développement, pour les aliments solides",
        "Proposer des premiers aliments riches en fer, dans des textures sûres et adaptées à son âge",
        "Introduire tôt et sans danger les allergènes courants comme l'arachide et l'œuf",
        "Distinguer un haut-le-cœur d'un étouffement et sécuriser les repas",
      ],
      modules: ["À vos marques, prêts, mangez !", "Sécurité et allergies"],
      lessons: {
        "signs-of-readiness": {
          title: "Les signes que votre bébé est prêt",
          description:
            "Vers six mois, la plupart des bébés tiennent assis avec un appui, tiennent bien leur tête et tendent la main vers la nourriture. Découvrez les signes qu'il est prêt, et pourquoi il est déconseillé de commencer avant quatre mois.",
        },
        "first-foods": {
          title: "Les premiers aliments et le fer",
          description:
            "Pourquoi les aliments riches en fer, comme la viande, les lentilles et les céréales enrichies en fer, viennent en premier, comment préparer des purées lisses et des morceaux fondants à attraper avec les doigts, et quelles quantités proposer les premières semaines.",
        },
        "introducing-allergens": {
          title: "Introduire les allergènes",
          description:
            "Les recommandations actuelles encouragent à proposer l'arachide, l'œuf et les autres allergènes courants tôt et régulièrement, une fois la diversification commencée. Nous expliquons comment faire, et quels bébés doivent d'abord voir le médecin.",
        },
        "gagging-vs-choking": {
          title: "Haut-le-cœur ou étouffement ?",
          description:
            "Le haut-le-cœur est bruyant et normal pendant que bébé apprend à manger ; l'étouffement est silencieux et c'est une urgence. Apprenez à faire la différence, les aliments à éviter avant quatre ans et comment organiser des repas en toute sécurité.",
        },
      },
    },
    "gentle-sleep": {
      title: "Un sommeil serein pour les bébés et les tout-petits",
      description:
        "Comprenez comment dort votre enfant, installez un rituel du coucher qui tient dans la durée et choisissez une méthode d'apprentissage du sommeil adaptée à votre famille, du retrait progressif tout en douceur aux visites espacées.",
      category: "Sommeil",
      learningOutcomes: [
        "Savoir de combien de sommeil votre enfant a besoin à chaque âge",
        "Mettre en place un rituel du coucher court et prévisible",
        "Comparer les méthodes d'apprentissage du sommeil et choisir celle qui convient à votre famille",
        "Gérer calmement les réveils nocturnes, les réveils trop matinaux et les régressions du sommeil",
      ],
      modules: ["Comment dorment les bébés", "Apprendre à s'endormir seul"],
      lessons: {
        "sleep-needs-by-age": {
          title: "Les besoins de sommeil selon l'âge",
          description:
            "Des nouveau-nés qui dorment 14 à 17 heures par jour aux tout-petits qui ont besoin de 11 à 14 heures : découvrez ce qui est normal à chaque âge et comment les siestes évoluent au cours des deux premières années.",
        },
        "bedtime-routine": {
          title: "Un rituel du coucher qui fonctionne",
          description:
            "Un rituel calme de 20 à 30 minutes (bain, pyjama, tétée ou biberon, histoire, chanson, au lit) règle l'horloge interne de votre bébé. Nous vous montrons comment le coucher somnolent mais encore éveillé.",
        },
        "choosing-a-method": {
          title: "Choisir une méthode d'apprentissage du sommeil",
          description:
            "Les visites espacées, la méthode de la chaise, le « prendre-reposer » et le coucher progressivement plus tôt comparés : comment chacune fonctionne, combien de temps elle prend en général et à quelles familles elle convient le mieux.",
        },
        "night-wakings": {
          title: "Les réveils et les repas de nuit",
          description:
            "Jusqu'à quand les bébés ont besoin de manger la nuit, comment supprimer ces repas en douceur le moment venu, et comment répondre aux réveils sans créer de nouvelles habitudes d'endormissement.",
        },
        "regressions-and-setbacks": {
          title: "Régressions, maladie et voyages",
          description:
            "Le sommeil vacille souvent pendant une maladie, un voyage, une poussée dentaire ou un bond de développement. Apprenez à réconforter votre enfant et à retrouver le rythme en quelques nuits.",
        },
      },
    },
    "first-aid-at-home": {
      title: "Premiers secours pour bébé et enfant à la maison",
      description:
        "Restez calme et sachez quoi faire : étouffement, fièvre et convulsions fébriles, coupures, brûlures et bosses, quand aller aux urgences, et comment sécuriser votre maison pièce par pièce.",
      category: "Sécurité",
      learningOutcomes: [
        "Réagir à un étouffement chez un bébé de moins d'un an",
        "Prendre en charge à la maison la fièvre, les petites coupures, les brûlures et les bosses",
        "Savoir quand appeler une ambulance ou se rendre aux urgences",
        "Sécuriser votre maison pièce par pièce",
      ],
      modules: ["Les urgences", "Petits accidents du quotidien et prévention"],
      lessons: {
        "choking-in-babies": {
          title: "L'étouffement chez le bébé de moins d'un an",
          description:
            "Étape par étape : cinq tapes dans le dos et cinq compressions thoraciques pour un bébé qui s'étouffe, quand appeler les secours (le 140 pour la Croix-Rouge libanaise), et pourquoi il ne faut jamais aller chercher l'objet à l'aveugle avec le doigt.",
        },
        "fever-and-febrile-seizures": {
          title: "La fièvre et les convulsions fébriles",
          description:
            "Comment mesurer la fièvre, comment doser le paracétamol ou l'ibuprofène selon le poids, et ce qu'il faut faire (et ne pas faire) si votre enfant fait une convulsion fébrile.",
        },
        "cuts-burns-bumps": {
          title: "Coupures, brûlures et bosses",
          description:
            "Nettoyer et couvrir les petites coupures, refroidir une brûlure sous l'eau courante fraîche pendant 20 minutes, et surveiller les signes d'alerte après un choc à la tête, comme des vomissements répétés ou une somnolence inhabituelle.",
        },
        childproofing: {
          title: "Sécuriser la maison pièce par pièce",
          description:
            "Fixer les meubles au mur, ranger les médicaments et les produits ménagers sous clé, installer des barrières d'escalier et des bloque-fenêtres, et garder les piles bouton et les aimants hors de portée.",
        },
      },
    },
    "first-year-milestones": {
      title: "La première année de bébé : les étapes et le jeu",
      description:
        "Un mini-cours gratuit sur ce que font la plupart des bébés de deux à douze mois, des jeux simples du quotidien qui soutiennent leur développement, et quand faire part d'une inquiétude à votre médecin.",
      category: "Développement",
      learningOutcomes: [
        "Connaître les principales étapes sociales, du langage, de la motricité et de la réflexion de 2 à 12 mois",
        "Soutenir le développement de votre bébé par des jeux simples au quotidien",
        "Savoir quand faire part d'une inquiétude sur son développement à votre médecin",
      ],
      modules: ["Mois après mois", "Le jeu et le développement"],
      lessons: {
        "birth-to-six-months": {
          title: "De la naissance à six mois",
          description:
            "Premiers sourires, gazouillis, tenue de la tête, retournements et gestes pour attraper : ce que font la plupart des bébés à deux, quatre et six mois, d'après les repères de développement des CDC.",
        },
        "six-to-twelve-months": {
          title: "De six à douze mois",
          description:
            "Tenir assis, babiller, ramper, se mettre debout en s'agrippant et dire ses premiers mots : les étapes de la seconde moitié de la première année, et toute la diversité de ce qui est normal.",
        },
        "tummy-time-and-play": {
          title: "Le temps sur le ventre et les jeux du quotidien",
          description:
            "Des moments courts et fréquents sur le ventre dès les premiers jours, et des jeux simples comme « coucou, caché ! », la lecture, les chansons et nommer les objets, qui renforcent les muscles et éveillent le langage.",
        },
        "when-to-ask": {
          title: "Quand en parler à votre médecin",
          description:
            "Faites confiance à votre instinct. Les signes qui méritent un avis, comme l'absence de sourire à trois mois ou la perte d'une acquisition à tout âge, et pourquoi un accompagnement précoce change vraiment les choses.",
        },
      },
    },
  },
};

const ar: DemoTexts = {
  services: {
    "pediatric-consultation": {
      name: "استشارة طب الأطفال",
      description:
        "زيارة كاملة مع الدكتورة حداد لأيّ سؤال صحي، من طفح جلدي أو سعال إلى القلق بشأن التغذية. نستمع إليك ونفحص طفلك، وتغادر ومعك خطة واضحة.",
    },
    "well-child-checkup": {
      name: "الفحص الدوري للطفل",
      description:
        "فحوص منتظمة من الولادة حتى المراهقة: النموّ والتطوّر، وفحص النظر والسمع، ونصائح حول التغذية والنوم، ووقت كافٍ لكل أسئلتك.",
    },
    vaccinations: {
      name: "اللقاحات",
      description:
        "جميع لقاحات الأطفال والمراهقين الروتينية وفق الرزنامة الوطنية، إضافةً إلى لقاح الإنفلونزا الموسمية، تُعطى بلطف في العيادة مع بطاقة تلقيح محدَّثة دائمًا. يختلف السعر بحسب اللقاح.",
    },
    "newborn-care": {
      name: "زيارة رعاية المولود",
      description:
        "الزيارات الأولى بعد عودتك بطفلك إلى المنزل: مراقبة الوزن والرضاعة، ومتابعة اليرقان والحبل السرّي، وإجابات هادئة وعملية عن الأسابيع الأولى.",
    },
    "breastfeeding-support": {
      name: "دعم الرضاعة الطبيعية والتغذية",
      description:
        "مساعدة في التقام الثدي، وإدرار الحليب، وشفطه، والحليب الصناعي، والبدء بالأطعمة الصلبة، وانتقائية الطفل في الأكل، بما يناسب عمر طفلك وروتين عائلتك.",
    },
    "growth-development": {
      name: "تقييم النموّ والتطوّر",
      description:
        "نظرة مفصّلة على مراحل التطوّر والنطق والمهارات الحركية ومنحنيات النموّ، مع إرشادات للّعب في المنزل، وإحالة إلى معالجين مختصّين حين يفيد دعم إضافي.",
    },
    "sick-visit": {
      name: "معاينة مرضية في اليوم نفسه",
      description:
        "حرارة، أو ألم في الأذن، أو تقيّؤ، أو سعال مقلق؟ اتصل بنا صباحًا وسنعاين طفلك في اليوم نفسه، أو ننصحك عبر الفيديو إن لم تكن الزيارة ضرورية.",
    },
    "adolescent-health": {
      name: "صحة المراهقين",
      description:
        "رعاية سرّية تحترم المراهقين: البلوغ، والفحوص الرياضية، وحبّ الشباب، والنوم، والمزاج، والعادات الصحية، مع وقت خاص للمراهق على انفراد في كل زيارة.",
    },
  },
  courses: {
    "newborn-care-basics": {
      title: "أساسيات رعاية المولود: الأسابيع الستة الأولى",
      description:
        "جولة هادئة وعملية في الأسابيع الستة الأولى لطفلك في المنزل: الرضاعة، والاستحمام، والنوم الآمن، والتهدئة، ومتى تتّصل بالطبيب. سجّلتها الدكتورة مايا حداد للأهل الجدد ولمن ينتظرون مولودًا.",
      category: "رعاية الرضّع",
      learningOutcomes: [
        "قراءة إشارات الجوع والشبع لدى مولودك ومعرفة عدد الرضعات والحفاضات المتوقَّع",
        "تحميم طفلك والعناية بحبله السرّي وبشرته بثقة",
        "تجهيز مكان نوم آمن وفق أحدث توصيات الأكاديمية الأميركية لطب الأطفال",
        "تهدئة طفل يبكي بروتين بسيط خطوةً خطوة",
        "التعرّف إلى علامات الخطر التي تعني أنّ طفلك يحتاج إلى معاينة اليوم",
      ],
      modules: ["الرضاعة والعناية اليومية", "النوم والتهدئة", "الصحة وعلامات الخطر"],
      lessons: {
        "feeding-cues": {
          title: "قراءة إشارات الجوع والشبع",
          description:
            "تعرّف إلى علامات الجوع المبكرة (البحث عن الثدي، ووضع اليدين في الفم، وتحريك الشفتين) لتُطعم طفلك قبل أن يبدأ بالبكاء، وإلى اليدين المسترخيتين اللتين تدلّان على أنه شبع. ونتناول أيضًا عدد الرضعات والحفاضات المبلّلة المتوقَّع كل يوم.",
        },
        "bathing-cord-care": {
          title: "الاستحمام والعناية بالحبل السرّي والبشرة",
          description:
            "كيف تحمّم طفلك بالإسفنجة بأمان حتى يسقط الحبل السرّي، وكيف تُبقي مكانه نظيفًا وجافًا. ونستعرض أيضًا تغيّرات البشرة الشائعة وغير المؤذية لدى المولود، مثل حبّ شباب الرضّع والدُّخَينات وقشرة رأس الرضيع.",
        },
        "safe-sleep-abcs": {
          title: "النوم الآمن: وحيدًا، على ظهره، في سريره",
          description:
            "قواعد النوم الآمن التي تخفّف خطر متلازمة موت الرضيع المفاجئ: وحيدًا، على ظهره، على سطح صلب ومستوٍ، في غرفتك لا في سريرك. ما الذي يجب إبعاده عن سرير الطفل، ولماذا.",
        },
        "calming-crying": {
          title: "تهدئة طفل يبكي",
          description:
            "لماذا يبلغ البكاء ذروته غالبًا بين الأسبوعين السادس والثامن، وروتين تهدئة ينجح مع معظم الأطفال: تحقّق من الأساسيات، واحمله ملامسًا لبشرتك، وهدهده بصوت «ششش»، وهزّه بلطف، وقدّم له اللهّاية. وماذا تفعل إن شعرت بأنّ الأمر يفوق طاقتك.",
        },
        "taking-temperature": {
          title: "قياس حرارة طفلك",
          description:
            "كيف تقيس الحرارة الشرجية بدقّة بميزان حرارة رقمي، ولماذا تستدعي حرارة 38.0 درجة مئوية أو أكثر لدى طفل دون ثلاثة أشهر الاتصالَ بالطبيب فورًا.",
        },
        "when-to-call": {
          title: "متى تتّصل بالطبيب",
          description:
            "قائمة واضحة بعلامات الخطر، من ضعف الرضاعة وقلّة الحفاضات المبلّلة إلى اصفرار الجلد أو سرعة التنفّس أو النعاس غير المعتاد، وكيف تتواصل مع العيادة ليلًا ونهارًا.",
        },
      },
    },
    "breastfeeding-and-pumping": {
      title: "الرضاعة الطبيعية وشفط الحليب ببساطة",
      description:
        "كل ما تحتاجينه لبداية واثقة مع الرضاعة الطبيعية: اللبأ والأيام الأولى، والتقام عميق ومريح للثدي، وكيف تعرفين أنّ طفلك يحصل على ما يكفيه، وشفط الحليب وحفظه عند عودتك إلى العمل.",
      category: "التغذية",
      learningOutcomes: [
        "الوصول إلى التقام عميق ومريح للثدي في وضعيات رضاعة مختلفة",
        "معرفة العلامات الموثوقة على أنّ طفلك يحصل على ما يكفيه من الحليب",
        "اختيار مضخّة الثدي وضبطها وتنظيفها، واعتماد روتين يحافظ على إدرار الحليب",
        "حفظ الحليب المشفوط وإذابته وتدفئته بأمان",
      ],
      modules: ["البداية مع الرضاعة الطبيعية", "شفط الحليب وحفظه"],
      lessons: {
        "the-first-days": {
          title: "الأيام الأولى: اللبأ ونزول الحليب",
          description:
            "ما الذي تتوقّعينه من اللبأ، ولماذا تبني ثماني إلى اثنتي عشرة رضعة يوميًا إدرارَ حليبك، وكيف يتغيّر حليبك عند نزوله بين اليومين الثالث والخامس تقريبًا.",
        },
        "deep-latch": {
          title: "التقام عميق ومريح",
          description:
            "وضعيات المهد، والمهد المعاكس، وكرة القدم، والاستلقاء على الجنب، وكيف تميّزين الالتقام العميق من السطحي. لا ينبغي أن تبقى الرضاعة مؤلمة: تعلّمي كيف تُبعدين طفلك عن الثدي بلطف وتحاولين من جديد.",
        },
        "enough-milk": {
          title: "هل يحصل طفلي على ما يكفيه؟",
          description:
            "العلامات الموثوقة على رضاعة جيدة: ست حفاضات مبلّلة يوميًا على الأقل بعد اليوم الخامس، وبراز أصفر منتظم، وزيادة ثابتة في الوزن، وطفل راضٍ بعد معظم الرضعات. ومتى تطلبين منّا فحص وزنه.",
        },
        "choosing-a-pump": {
          title: "اختيار مضخّة الثدي واستخدامها",
          description:
            "مقارنة بين المضخّات اليدوية والكهربائية والقابلة للارتداء، وكيف تجدين مقاس القمع المناسب، وجدول شفط يحافظ على إدرار حليبك عند عودتك إلى العمل.",
        },
        "milk-storage": {
          title: "حفظ حليب الأم وإذابته وتدفئته",
          description:
            "مدد الحفظ الآمنة: حتى 4 ساعات في حرارة الغرفة، و4 أيام في الثلّاجة، ونحو 6 أشهر في المجمِّد. كيف تذيبين الحليب بلطف، ولماذا يجب ألّا يُعاد تجميد الحليب بعد إذابته.",
        },
      },
    },
    "starting-solids": {
      title: "البدء بالأطعمة الصلبة بثقة",
      description:
        "متى وكيف تبدأ بإطعام طفلك الأطعمة الصلبة في عمر ستة أشهر تقريبًا: علامات الاستعداد، والأطعمة الأولى الغنية بالحديد، وإدخال مسبّبات الحساسية باكرًا، والقوام الآمن، والفرق بين التهوّع والاختناق.",
      category: "التغذية",
      learningOutcomes: [
        "التعرّف إلى الوقت الذي يصبح فيه طفلك مستعدًا للأطعمة الصلبة",
        "تقديم أطعمة أولى غنية بالحديد بقوام آمن يناسب عمره",
        "إدخال مسبّبات الحساسية الشائعة مثل الفول السوداني والبيض باكرًا وبأمان",
        "التمييز بين التهوّع والاختناق والحفاظ على سلامة أوقات الطعام",
      ],
      modules: ["جاهز لأوّل لقمة", "السلامة والحساسية"],
      lessons: {
        "signs-of-readiness": {
          title: "علامات استعداد طفلك",
          description:
            "في عمر ستة أشهر تقريبًا، يجلس معظم الأطفال مع سند، ويثبّتون رؤوسهم جيدًا، ويمدّون أيديهم نحو الطعام. تعرّف إلى علامات الاستعداد، ولماذا لا يُنصح بالبدء قبل عمر أربعة أشهر.",
        },
        "first-foods": {
          title: "الأطعمة الأولى والحديد",
          description:
            "لماذا تأتي الأطعمة الغنية بالحديد أولًا، كاللحوم والعدس والحبوب المدعّمة بالحديد، وكيف تحضّر الهريس الناعم والأطعمة الطرية التي يمسكها الطفل بأصابعه، وما الكمية التي تقدّمها في الأسابيع الأولى.",
        },
        "introducing-allergens": {
          title: "إدخال مسبّبات الحساسية",
          description:
            "تشجّع التوصيات الحالية على تقديم الفول السوداني والبيض وغيرهما من مسبّبات الحساسية الشائعة باكرًا وبانتظام بعد البدء بالأطعمة الصلبة. نشرح كيف، وأيّ الأطفال يجب أن يراهم الطبيب أولًا.",
        },
        "gagging-vs-choking": {
          title: "التهوّع أم الاختناق؟",
          description:
            "التهوّع مسموع وطبيعي فيما يتعلّم الطفل الأكل؛ أمّا الاختناق فصامت وهو حالة طارئة. تعلّم الفرق بينهما، والأطعمة التي يجب تجنّبها قبل عمر أربع سنوات، وكيف تجعل أوقات الطعام آمنة.",
        },
      },
    },
    "gentle-sleep": {
      title: "نوم هادئ للرضّع والأطفال الصغار",
      description:
        "افهم كيف ينام طفلك، وابنِ روتينًا ثابتًا لوقت النوم، واختر أسلوبًا لتعليم النوم يناسب عائلتك، من الانسحاب التدريجي اللطيف إلى الاطمئنان على الطفل على فترات متباعدة.",
      category: "النوم",
      learningOutcomes: [
        "فهم عدد ساعات النوم التي يحتاجها طفلك في كل عمر",
        "بناء روتين قصير ومتوقَّع لوقت النوم",
        "المقارنة بين أساليب تعليم النوم واختيار ما يناسب عائلتك",
        "التعامل بهدوء مع الاستيقاظ الليلي والاستيقاظ الباكر وتراجعات النوم",
      ],
      modules: ["كيف ينام الأطفال", "تعليم الطفل النوم وحده"],
      lessons: {
        "sleep-needs-by-age": {
          title: "احتياجات النوم بحسب العمر",
          description:
            "من المواليد الذين ينامون 14 إلى 17 ساعة يوميًا إلى الأطفال الصغار الذين يحتاجون إلى 11 إلى 14 ساعة، تعرّف إلى ما هو طبيعي في كل عمر، وكيف تتغيّر القيلولة خلال العامين الأوّلين.",
        },
        "bedtime-routine": {
          title: "روتين نوم ينجح",
          description:
            "روتين هادئ من 20 إلى 30 دقيقة (حمّام، وثياب النوم، ورضعة، وكتاب، وأغنية، ثم السرير) يضبط الساعة البيولوجية لطفلك. نريك كيف تضعه في سريره وهو ناعس لكنه مستيقظ.",
        },
        "choosing-a-method": {
          title: "اختيار أسلوب لتعليم النوم",
          description:
            "مقارنة بين الاطمئنان على فترات متدرّجة، وطريقة الكرسي، والحمل ثم الوضع في السرير، وتأخير موعد النوم تدريجيًا: كيف يعمل كلّ منها، وكم يستغرق عادةً، وأيّ العائلات يناسب أكثر.",
        },
        "night-wakings": {
          title: "الاستيقاظ والرضعات الليلية",
          description:
            "إلى متى يحتاج الأطفال إلى رضعات ليلية، وكيف توقفها بلطف حين يحين الوقت، وكيف تتعامل مع الاستيقاظ من دون أن تنشأ عادات نوم جديدة.",
        },
        "regressions-and-setbacks": {
          title: "التراجعات والمرض والسفر",
          description:
            "كثيرًا ما يضطرب النوم خلال المرض والسفر وظهور الأسنان وقفزات النموّ. تعلّم كيف تواسي طفلك وتعيده إلى روتينه خلال ليالٍ قليلة.",
        },
      },
    },
    "first-aid-at-home": {
      title: "الإسعافات الأولية للرضّع والأطفال في المنزل",
      description:
        "حافظ على هدوئك واعرف ما عليك فعله: الاختناق، والحرارة والتشنّجات الحرارية، والجروح والحروق والكدمات، ومتى تتوجّه إلى الطوارئ، وكيف تجعل منزلك آمنًا للأطفال غرفةً غرفة.",
      category: "السلامة",
      learningOutcomes: [
        "التصرّف عند اختناق رضيع دون عمر السنة",
        "التعامل في المنزل مع الحرارة والجروح البسيطة والحروق والكدمات",
        "معرفة متى تطلب سيارة إسعاف أو تتوجّه إلى قسم الطوارئ",
        "جعل منزلك آمنًا للأطفال غرفةً غرفة",
      ],
      modules: ["الحالات الطارئة", "الإصابات اليومية والوقاية"],
      lessons: {
        "choking-in-babies": {
          title: "الاختناق: الرضّع دون عمر السنة",
          description:
            "خطوةً خطوة: خمس ضربات على الظهر وخمس ضغطات على الصدر لرضيع يختنق، ومتى تطلب المساعدة الطارئة (140 للصليب الأحمر اللبناني)، ولماذا يجب ألّا تحاول أبدًا إخراج الجسم العالق بإصبعك من دون أن تراه.",
        },
        "fever-and-febrile-seizures": {
          title: "الحرارة والتشنّجات الحرارية",
          description:
            "كيف تقيس الحرارة، وكيف تحدّد جرعة الباراسيتامول أو الإيبوبروفين بحسب الوزن، وما الذي يجب فعله (وما لا يجب فعله) إذا أصيب طفلك بتشنّج حراري.",
        },
        "cuts-burns-bumps": {
          title: "الجروح والحروق والكدمات",
          description:
            "نظّف الجروح البسيطة وغطّها، وبرّد الحروق تحت ماء جارٍ بارد لمدة 20 دقيقة، وراقب علامات الخطر بعد ضربة على الرأس، مثل التقيّؤ المتكرّر أو النعاس غير المعتاد.",
        },
        childproofing: {
          title: "حماية المنزل غرفةً غرفة",
          description:
            "ثبّت الأثاث على الجدران، واحفظ الأدوية ومواد التنظيف في خزائن مقفلة، وركّب بوّابات للسلالم وحواجز للنوافذ، وأبقِ البطاريات الزرّية والمغناطيسات بعيدًا عن متناول الأطفال.",
        },
      },
    },
    "first-year-milestones": {
      title: "السنة الأولى لطفلك: مراحل النموّ واللعب",
      description:
        "دورة قصيرة مجانية عمّا يفعله معظم الأطفال من عمر شهرين إلى اثني عشر شهرًا، وألعاب يومية بسيطة تدعم نموّهم، ومتى تُطلع طبيبك على ما يقلقك.",
      category: "النموّ",
      learningOutcomes: [
        "معرفة أبرز مراحل النموّ الاجتماعي واللغوي والحركي والذهني من عمر شهرين إلى 12 شهرًا",
        "دعم نموّ طفلك بألعاب يومية بسيطة",
        "معرفة متى تُطلع طبيبك على قلق يخصّ نموّ طفلك",
      ],
      modules: ["شهرًا بعد شهر", "اللعب والنموّ"],
      lessons: {
        "birth-to-six-months": {
          title: "من الولادة حتى ستة أشهر",
          description:
            "الابتسامة الاجتماعية، والمناغاة، والتحكّم بالرأس، والتقلّب، ومدّ اليدين: ما يفعله معظم الأطفال في عمر شهرين وأربعة أشهر وستة أشهر، استنادًا إلى قوائم مراحل النموّ الصادرة عن المراكز الأميركية لمكافحة الأمراض والوقاية منها (CDC).",
        },
        "six-to-twelve-months": {
          title: "من ستة أشهر حتى اثني عشر شهرًا",
          description:
            "الجلوس، والبأبأة، والحبو، والوقوف بالاستناد، والكلمات الأولى: مراحل النصف الثاني من السنة الأولى، والمدى الواسع لما هو طبيعي.",
        },
        "tummy-time-and-play": {
          title: "وقت الاستلقاء على البطن واللعب اليومي",
          description:
            "فترات قصيرة ومتكرّرة على البطن منذ الأيام الأولى، إضافةً إلى ألعاب بسيطة مثل الاختباء خلف اليدين، والقراءة، والغناء، وتسمية الأشياء، تقوّي العضلات وتبني اللغة المبكرة.",
        },
        "when-to-ask": {
          title: "متى تتحدّث إلى طبيبك",
          description:
            "ثق بحدسك. العلامات التي تستحق فحصًا، مثل غياب الابتسامة في عمر ثلاثة أشهر أو فقدان مهارة في أيّ عمر، ولماذا يُحدث الدعم المبكر فرقًا حقيقيًا.",
        },
      },
    },
  },
};

export const demoTranslations: Record<"fr" | "ar", DemoTexts> = { fr, ar };
