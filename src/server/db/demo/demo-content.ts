/**
 * Demo content loaded into an empty database when DEMO_DATA=1: the clinic's services, the
 * parenting courses with their lessons (the free guides are static: src/config/guides.ts).
 *
 * Self-contained on purpose (no imports): scripts/generate-lesson-videos.mjs loads this file
 * directly to render one video per lesson and writes the measured durationSeconds back here,
 * so keep each lesson's `durationSeconds` line directly above its `videoFile` line.
 * Artwork lives in public/images, lesson videos in content/lessons.
 */

export type DemoService = {
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
  priceOnlineCents: number;
  priceOfflineCents: number;
  bookableOnline: boolean;
};

export type DemoLesson = {
  slug: string;
  title: string;
  description: string;
  durationSeconds: number;
  /** File name in content/lessons. */
  videoFile: string;
};

export type DemoModule = { title: string; lessons: DemoLesson[] };

export type DemoCourse = {
  slug: string;
  title: string;
  description: string;
  category: string;
  priceCents: number;
  discountPriceCents: number | null;
  featured: boolean;
  imageUrl: string;
  thumbnailUrl: string;
  totalHours: number;
  instructor: { firstName: string; lastName: string };
  learningOutcomes: string[];
  /** The children it is for, in whole months (decision 054); absent: every parent's. */
  ageMonths?: { min: number | null; max: number | null };
  modules: DemoModule[];
};


const drHaddad = { firstName: "Maya", lastName: "Haddad" };

export const demoServices: DemoService[] = [
  {
    slug: "pediatric-consultation",
    name: "Pediatric Consultation",
    description:
      "A full visit with Dr. Haddad for any health question, from a rash or a cough to feeding worries. We listen, examine your child and leave you with a clear plan.",
    imageUrl: "/images/services/pediatric-consultation.svg",
    priceOnlineCents: 4000,
    priceOfflineCents: 5000,
    bookableOnline: true,
  },
  {
    slug: "well-child-checkup",
    name: "Well-Child Check-up",
    description:
      "Regular check-ups from birth through adolescence: growth and development, vision and hearing screening, nutrition and sleep advice, and time for every question you bring.",
    imageUrl: "/images/services/well-child-checkup.svg",
    priceOnlineCents: 4500,
    priceOfflineCents: 6000,
    bookableOnline: true,
  },
  {
    slug: "vaccinations",
    name: "Vaccinations",
    description:
      "All routine childhood and adolescent vaccines on the national schedule, plus seasonal flu shots, given gently in the clinic with a record card kept up to date. The price depends on the vaccine.",
    imageUrl: "/images/services/vaccinations.svg",
    priceOnlineCents: 3000,
    priceOfflineCents: 3000,
    bookableOnline: false,
  },
  {
    slug: "newborn-care",
    name: "Newborn Care Visit",
    description:
      "The first visits after you bring your baby home: weight and feeding checks, jaundice and cord review, and calm, practical answers for the early weeks.",
    imageUrl: "/images/services/newborn-care.svg",
    priceOnlineCents: 4500,
    priceOfflineCents: 6000,
    bookableOnline: true,
  },
  {
    slug: "breastfeeding-support",
    name: "Breastfeeding & Nutrition Support",
    description:
      "Help with latch, milk supply, pumping, formula, starting solids and picky eating, tailored to your child's age and your family's routine.",
    imageUrl: "/images/services/breastfeeding-support.svg",
    priceOnlineCents: 3500,
    priceOfflineCents: 4500,
    bookableOnline: true,
  },
  {
    slug: "growth-development",
    name: "Growth & Development Assessment",
    description:
      "A detailed look at milestones, speech, motor skills and growth curves, with guidance on play at home and referrals to therapists when extra support would help.",
    imageUrl: "/images/services/growth-development.svg",
    priceOnlineCents: 5000,
    priceOfflineCents: 7000,
    bookableOnline: true,
  },
  {
    slug: "sick-visit",
    name: "Same-Day Sick Visit",
    description:
      "Fever, ear pain, vomiting or a worrying cough? Call in the morning and we will see your child the same day, or advise you by video when a visit is not needed.",
    imageUrl: "/images/services/sick-visit.svg",
    priceOnlineCents: 4000,
    priceOfflineCents: 5000,
    bookableOnline: true,
  },
  {
    slug: "adolescent-health",
    name: "Adolescent Health",
    description:
      "Confidential, respectful care for teenagers: puberty, sports check-ups, acne, sleep, mood and healthy habits, with a private moment for the teen at every visit.",
    imageUrl: "/images/services/adolescent-health.svg",
    priceOnlineCents: 4500,
    priceOfflineCents: 5500,
    bookableOnline: true,
  },
];

export const demoCourses: DemoCourse[] = [
  {
    slug: "newborn-care-basics",
    ageMonths: { min: 0, max: 3 },
    title: "Newborn Care Basics: The First Six Weeks",
    description:
      "A calm, practical walk through your baby's first six weeks at home: feeding, bathing, safe sleep, soothing and knowing when to call the doctor. Recorded by Dr. Maya Haddad for new and expecting parents.",
    category: "Infant Care",
    priceCents: 4900,
    discountPriceCents: null,
    featured: true,
    imageUrl: "/images/courses/newborn-care-basics.svg",
    thumbnailUrl: "/images/courses/newborn-care-basics.svg",
    totalHours: 2.5,
    instructor: drHaddad,
    learningOutcomes: [
      "Read your newborn's hunger and fullness cues and know how many feeds and diapers to expect",
      "Bathe your baby and care for the umbilical cord and skin with confidence",
      "Set up a safe sleep space that follows current American Academy of Pediatrics guidance",
      "Soothe a crying baby with a simple step-by-step routine",
      "Recognise the warning signs that mean your baby needs to be seen today",
    ],
    modules: [
      {
        title: "Feeding and Everyday Care",
        lessons: [
          {
            slug: "feeding-cues",
            title: "Reading Hunger and Fullness Cues",
            description:
              "Learn the early hunger signs (rooting, hands to mouth, lip smacking) so you can feed before crying starts, and the relaxed-hands signs that tell you your baby is full. We also cover how many feeds and wet diapers to expect each day.",
            durationSeconds: 38,
            videoFile: "newborn-care-basics-01-feeding-cues.mp4",
          },
          {
            slug: "bathing-cord-care",
            title: "Bathing, Cord and Skin Care",
            description:
              "How to give a safe sponge bath until the cord stump falls off and keep the stump clean and dry. We also look at common, harmless newborn skin changes such as baby acne, milia and cradle cap.",
            durationSeconds: 33,
            videoFile: "newborn-care-basics-02-bathing-cord-care.mp4",
          },
        ],
      },
      {
        title: "Sleep and Soothing",
        lessons: [
          {
            slug: "safe-sleep-abcs",
            title: "Safe Sleep: Alone, on the Back, in a Crib",
            description:
              "The ABCs of safe sleep that lower the risk of SIDS: alone, on the back, on a firm flat surface, in your room but not in your bed. What to keep out of the crib, and why.",
            durationSeconds: 33,
            videoFile: "newborn-care-basics-03-safe-sleep-abcs.mp4",
          },
          {
            slug: "calming-crying",
            title: "Calming a Crying Baby",
            description:
              "Why crying often peaks around six to eight weeks, and a soothing routine that works for most babies: check the basics, hold skin to skin, shush, sway and offer a pacifier. Plus what to do if you feel overwhelmed.",
            durationSeconds: 35,
            videoFile: "newborn-care-basics-04-calming-crying.mp4",
          },
        ],
      },
      {
        title: "Health and Warning Signs",
        lessons: [
          {
            slug: "taking-temperature",
            title: "Taking Your Baby's Temperature",
            description:
              "How to take an accurate rectal temperature with a digital thermometer, and why 38.0 °C (100.4 °F) or higher in a baby under three months always needs a call to the doctor straight away.",
            durationSeconds: 31,
            videoFile: "newborn-care-basics-05-taking-temperature.mp4",
          },
          {
            slug: "when-to-call",
            title: "When to Call the Doctor",
            description:
              "A clear list of warning signs, from poor feeding and fewer wet diapers to yellow skin, fast breathing or unusual sleepiness, and how to reach the clinic day or night.",
            durationSeconds: 27,
            videoFile: "newborn-care-basics-06-when-to-call.mp4",
          },
        ],
      },
    ],
  },
  {
    slug: "breastfeeding-and-pumping",
    ageMonths: { min: 0, max: 12 },
    title: "Breastfeeding & Pumping Made Simple",
    description:
      "Everything you need for a confident start with breastfeeding: colostrum and the first days, a deep and comfortable latch, knowing your baby is getting enough, and pumping and storing milk when you go back to work.",
    category: "Nutrition",
    priceCents: 3900,
    discountPriceCents: 2900,
    featured: false,
    imageUrl: "/images/courses/breastfeeding-and-pumping.svg",
    thumbnailUrl: "/images/courses/breastfeeding-and-pumping.svg",
    totalHours: 2,
    instructor: { firstName: "Rita", lastName: "Khoury" },
    learningOutcomes: [
      "Achieve a deep, comfortable latch in several feeding positions",
      "Know the reliable signs that your baby is getting enough milk",
      "Choose, fit and clean a breast pump and build a routine that protects your supply",
      "Store, thaw and warm expressed milk safely",
    ],
    modules: [
      {
        title: "Getting Started with Breastfeeding",
        lessons: [
          {
            slug: "the-first-days",
            title: "The First Days: Colostrum and Milk Coming In",
            description:
              "What to expect from colostrum, why eight to twelve feeds a day build your supply, and how your milk changes when it comes in around days three to five.",
            durationSeconds: 26,
            videoFile: "breastfeeding-and-pumping-01-the-first-days.mp4",
          },
          {
            slug: "deep-latch",
            title: "A Deep, Comfortable Latch",
            description:
              "Cradle, cross-cradle, football and side-lying holds, and how to tell a deep latch from a shallow one. Breastfeeding should not keep hurting: learn how to unlatch gently and try again.",
            durationSeconds: 27,
            videoFile: "breastfeeding-and-pumping-02-deep-latch.mp4",
          },
          {
            slug: "enough-milk",
            title: "Is My Baby Getting Enough?",
            description:
              "The reliable signs of good intake: at least six wet diapers a day after day five, regular yellow stools, steady weight gain and a content baby after most feeds. And when to ask us for a weight check.",
            durationSeconds: 34,
            videoFile: "breastfeeding-and-pumping-03-enough-milk.mp4",
          },
        ],
      },
      {
        title: "Pumping and Storing Milk",
        lessons: [
          {
            slug: "choosing-a-pump",
            title: "Choosing and Using a Breast Pump",
            description:
              "Manual, electric and wearable pumps compared, how to find the right flange size, and a pumping schedule that protects your supply when you return to work.",
            durationSeconds: 24,
            videoFile: "breastfeeding-and-pumping-04-choosing-a-pump.mp4",
          },
          {
            slug: "milk-storage",
            title: "Storing, Thawing and Warming Breast Milk",
            description:
              "Safe storage times: up to 4 hours at room temperature, 4 days in the refrigerator and about 6 months in the freezer. How to thaw milk gently, and why thawed milk should never be refrozen.",
            durationSeconds: 32,
            videoFile: "breastfeeding-and-pumping-05-milk-storage.mp4",
          },
        ],
      },
    ],
  },
  {
    slug: "starting-solids",
    ageMonths: { min: 4, max: 12 },
    title: "Starting Solids with Confidence",
    description:
      "When and how to start solid foods around six months: readiness signs, iron-rich first foods, introducing allergens early, safe textures and the difference between gagging and choking.",
    category: "Nutrition",
    priceCents: 2900,
    discountPriceCents: null,
    featured: false,
    imageUrl: "/images/courses/starting-solids.svg",
    thumbnailUrl: "/images/courses/starting-solids.svg",
    totalHours: 1.5,
    instructor: drHaddad,
    learningOutcomes: [
      "Recognise when your baby is developmentally ready for solid foods",
      "Offer iron-rich first foods in safe, age-appropriate textures",
      "Introduce common allergens such as peanut and egg early and safely",
      "Tell gagging from choking and keep mealtimes safe",
    ],
    modules: [
      {
        title: "Ready, Set, Eat",
        lessons: [
          {
            slug: "signs-of-readiness",
            title: "Signs Your Baby Is Ready",
            description:
              "Around six months most babies sit with support, hold their head steady and reach for food. Learn the readiness signs and why starting before four months is not recommended.",
            durationSeconds: 26,
            videoFile: "starting-solids-01-signs-of-readiness.mp4",
          },
          {
            slug: "first-foods",
            title: "First Foods and Iron",
            description:
              "Why iron-rich foods such as meat, lentils and iron-fortified cereals come first, how to prepare smooth purees and soft finger foods, and how much to offer in the first weeks.",
            durationSeconds: 27,
            videoFile: "starting-solids-02-first-foods.mp4",
          },
        ],
      },
      {
        title: "Safety and Allergies",
        lessons: [
          {
            slug: "introducing-allergens",
            title: "Introducing Allergens",
            description:
              "Current guidance encourages offering peanut, egg and other common allergens early and regularly once solids have started. We explain how, and which babies should see the doctor first.",
            durationSeconds: 25,
            videoFile: "starting-solids-03-introducing-allergens.mp4",
          },
          {
            slug: "gagging-vs-choking",
            title: "Gagging vs Choking",
            description:
              "Gagging is noisy and normal while babies learn to eat; choking is silent and an emergency. Learn the difference, the foods to avoid before age four, and how to set up safe mealtimes.",
            durationSeconds: 30,
            videoFile: "starting-solids-04-gagging-vs-choking.mp4",
          },
        ],
      },
    ],
  },
  {
    slug: "gentle-sleep",
    ageMonths: { min: 4, max: 36 },
    title: "Gentle Sleep for Babies and Toddlers",
    description:
      "Understand how your child sleeps, build a bedtime routine that sticks and choose a sleep training approach that fits your family, from gentle fading to graduated checks.",
    category: "Sleep",
    priceCents: 4500,
    discountPriceCents: null,
    featured: false,
    imageUrl: "/images/courses/gentle-sleep.svg",
    thumbnailUrl: "/images/courses/gentle-sleep.svg",
    totalHours: 2,
    instructor: drHaddad,
    learningOutcomes: [
      "Understand how much sleep your child needs at each age",
      "Build a short, predictable bedtime routine",
      "Compare sleep training methods and choose one that suits your family",
      "Handle night waking, early rising and sleep regressions calmly",
    ],
    modules: [
      {
        title: "How Babies Sleep",
        lessons: [
          {
            slug: "sleep-needs-by-age",
            title: "Sleep Needs by Age",
            description:
              "From newborns who sleep 14 to 17 hours a day to toddlers who need 11 to 14, learn what is normal at each age and how naps change over the first two years.",
            durationSeconds: 30,
            videoFile: "gentle-sleep-01-sleep-needs-by-age.mp4",
          },
          {
            slug: "bedtime-routine",
            title: "A Bedtime Routine That Works",
            description:
              "A calm 20 to 30 minute routine (bath, pyjamas, feed, book, song, bed) sets your baby's body clock. We show how to put your baby down drowsy but awake.",
            durationSeconds: 26,
            videoFile: "gentle-sleep-02-bedtime-routine.mp4",
          },
        ],
      },
      {
        title: "Teaching Independent Sleep",
        lessons: [
          {
            slug: "choosing-a-method",
            title: "Choosing a Sleep Training Method",
            description:
              "Graduated checks, the chair method, pick-up/put-down and bedtime fading compared: how each works, how long it usually takes and which families it suits best.",
            durationSeconds: 24,
            videoFile: "gentle-sleep-03-choosing-a-method.mp4",
          },
          {
            slug: "night-wakings",
            title: "Night Wakings and Night Feeds",
            description:
              "When babies still need night feeds, how to drop them gently when the time is right, and how to respond to wakings without creating new sleep habits.",
            durationSeconds: 24,
            videoFile: "gentle-sleep-04-night-wakings.mp4",
          },
          {
            slug: "regressions-and-setbacks",
            title: "Regressions, Illness and Travel",
            description:
              "Sleep often wobbles during illness, travel, teething and developmental leaps. Learn how to comfort your child and get back on track within a few nights.",
            durationSeconds: 24,
            videoFile: "gentle-sleep-05-regressions-and-setbacks.mp4",
          },
        ],
      },
    ],
  },
  {
    slug: "first-aid-at-home",
    title: "Baby & Child First Aid at Home",
    description:
      "Stay calm and know what to do: choking, fever and febrile seizures, cuts, burns and bumps, when to head to the emergency department, and how to childproof your home room by room.",
    category: "Safety",
    priceCents: 3500,
    discountPriceCents: null,
    featured: false,
    imageUrl: "/images/courses/first-aid-at-home.svg",
    thumbnailUrl: "/images/courses/first-aid-at-home.svg",
    totalHours: 1.5,
    instructor: drHaddad,
    learningOutcomes: [
      "Respond to choking in babies under one year",
      "Manage fever, minor cuts, burns and bumps at home",
      "Know when to call for an ambulance or go to the emergency department",
      "Childproof your home room by room",
    ],
    modules: [
      {
        title: "Emergencies",
        lessons: [
          {
            slug: "choking-in-babies",
            title: "Choking: Babies Under One",
            description:
              "Step by step: five back blows and five chest thrusts for a choking baby, when to call for emergency help (140 for the Lebanese Red Cross), and why you should never do a blind finger sweep.",
            durationSeconds: 32,
            videoFile: "first-aid-at-home-01-choking-in-babies.mp4",
          },
          {
            slug: "fever-and-febrile-seizures",
            title: "Fever and Febrile Seizures",
            description:
              "How to measure fever, how to dose paracetamol or ibuprofen by weight, and what to do (and not do) if your child has a febrile seizure.",
            durationSeconds: 24,
            videoFile: "first-aid-at-home-02-fever-and-febrile-seizures.mp4",
          },
        ],
      },
      {
        title: "Everyday Injuries and Prevention",
        lessons: [
          {
            slug: "cuts-burns-bumps",
            title: "Cuts, Burns and Bumps",
            description:
              "Clean and cover minor cuts, cool burns under cool running water for 20 minutes, and watch for warning signs after a head bump such as repeated vomiting or unusual drowsiness.",
            durationSeconds: 27,
            videoFile: "first-aid-at-home-03-cuts-burns-bumps.mp4",
          },
          {
            slug: "childproofing",
            title: "Childproofing Room by Room",
            description:
              "Anchor furniture, lock away medicines and cleaning products, fit stair gates and window guards, and keep button batteries and magnets well out of reach.",
            durationSeconds: 24,
            videoFile: "first-aid-at-home-04-childproofing.mp4",
          },
        ],
      },
    ],
  },
  {
    slug: "first-year-milestones",
    ageMonths: { min: 0, max: 12 },
    title: "Your Baby's First Year: Milestones & Play",
    description:
      "A free mini-course on what most babies do from two to twelve months, simple everyday play that supports development, and when to raise a concern with your doctor.",
    category: "Development",
    priceCents: 0,
    discountPriceCents: null,
    featured: false,
    imageUrl: "/images/courses/first-year-milestones.svg",
    thumbnailUrl: "/images/courses/first-year-milestones.svg",
    totalHours: 1,
    instructor: drHaddad,
    learningOutcomes: [
      "Know the key social, language, movement and thinking milestones from 2 to 12 months",
      "Use simple daily play to support your baby's development",
      "Recognise when to raise a developmental concern with your doctor",
    ],
    modules: [
      {
        title: "Month by Month",
        lessons: [
          {
            slug: "birth-to-six-months",
            title: "Birth to Six Months",
            description:
              "Social smiles, cooing, head control, rolling and reaching: what most babies do by two, four and six months, based on the CDC milestone checklists.",
            durationSeconds: 24,
            videoFile: "first-year-milestones-01-birth-to-six-months.mp4",
          },
          {
            slug: "six-to-twelve-months",
            title: "Six to Twelve Months",
            description:
              "Sitting, babbling, crawling, pulling to stand and first words: the milestones of the second half of the first year, and the wide range of normal.",
            durationSeconds: 24,
            videoFile: "first-year-milestones-02-six-to-twelve-months.mp4",
          },
        ],
      },
      {
        title: "Play and Development",
        lessons: [
          {
            slug: "tummy-time-and-play",
            title: "Tummy Time and Everyday Play",
            description:
              "Short, frequent tummy time from the first days, plus simple games such as peek-a-boo, reading, singing and naming things that build strong muscles and early language.",
            durationSeconds: 24,
            videoFile: "first-year-milestones-03-tummy-time-and-play.mp4",
          },
          {
            slug: "when-to-ask",
            title: "When to Talk to Your Doctor",
            description:
              "Trust your instincts. The signs that deserve a check, such as no smiles by three months or the loss of a skill at any age, and why early support makes a real difference.",
            durationSeconds: 30,
            videoFile: "first-year-milestones-04-when-to-ask.mp4",
          },
        ],
      },
    ],
  },
];
