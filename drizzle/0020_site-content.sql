CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"faq_entry_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_translations_faq_entry_id_locale_pk" PRIMARY KEY("faq_entry_id","locale")
);
--> statement-breakpoint
CREATE TABLE "guide_texts" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guide_translations" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_translations_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "testimonial_translations" (
	"testimonial_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonial_translations_testimonial_id_locale_pk" PRIMARY KEY("testimonial_id","locale")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_entry_id_faq_entries_id_fk" FOREIGN KEY ("faq_entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_translations" ADD CONSTRAINT "guide_translations_slug_guide_texts_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."guide_texts"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial_translations" ADD CONSTRAINT "testimonial_translations_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_sort_idx" ON "faq_entries" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "testimonials_sort_idx" ON "testimonials" USING btree ("sort_order");--> statement-breakpoint
-- English lives in the rows themselves: a translation row is French or Arabic only.
ALTER TABLE "testimonial_translations" ADD CONSTRAINT "testimonial_translations_locale_check" CHECK ("locale" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_locale_check" CHECK ("locale" in ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "guide_translations" ADD CONSTRAINT "guide_translations_locale_check" CHECK ("locale" in ('fr', 'ar'));--> statement-breakpoint
-- The texts the site showed from its catalogues until now, in its three languages (decision 034).
WITH "seed" ("sort_order", "quote", "name", "role", "fr_quote", "fr_name", "fr_role", "ar_quote", "ar_name", "ar_role") AS (VALUES
  (1, 'Dr. Haddad saw our daughter the same afternoon when her fever would not come down. She explained everything calmly, in Arabic for me and in French for my mother-in-law. We went home reassured, with a clear plan.', 'Rania K.', 'Mother of two, Jbeil', 'La Dre Haddad a vu notre fille l''après-midi même, alors que sa fièvre ne baissait pas. Elle a tout expliqué calmement, en arabe pour moi et en français pour ma belle-mère. Nous sommes rentrés rassurés, avec un plan clair.', 'Rania K.', 'Maman de deux enfants, Jbeil', 'عاينت الدكتورة حداد ابنتنا بعد ظهر اليوم نفسه حين لم تنخفض حرارتها. شرحت لنا كل شيء بهدوء، بالعربية لي وبالفرنسية لحماتي. عدنا إلى البيت مطمئنين ومعنا خطة واضحة.', 'رانيا ك.', 'أمّ لطفلين، جبيل'),
  (2, 'As first-time parents we had a hundred questions in the first weeks. The newborn visits were never rushed, and knowing we could send a message at night made us feel we were not alone.', 'Elie & Nour S.', 'Parents of a newborn, Jounieh', 'Jeunes parents, nous avions cent questions les premières semaines. Les visites du nouveau-né n''ont jamais été expédiées, et savoir que nous pouvions écrire la nuit nous a fait sentir moins seuls.', 'Elie et Nour S.', 'Parents d''un nouveau-né, Jounieh', 'كنا أهلًا لأول مرة، وكانت لدينا مئة سؤال في الأسابيع الأولى. لم تكن زيارات المولود مستعجلة يومًا، ومعرفتنا بأننا نستطيع إرسال رسالة في الليل جعلتنا نشعر أننا لسنا وحدنا.', 'إيلي ونور س.', 'والدا مولود جديد، جونية'),
  (3, 'Our son used to cry the moment we walked into a clinic. Here the team turned his vaccinations into a game, and now he asks when he can see his doctor again.', 'Joëlle A.', 'Mother of a four-year-old, Jbeil', 'Notre fils pleurait dès que nous entrions dans un cabinet médical. Ici, l''équipe a transformé ses vaccins en jeu, et maintenant il demande quand il reverra son docteur.', 'Joëlle A.', 'Maman d''un enfant de quatre ans, Jbeil', 'كان ابننا يبكي بمجرد دخولنا أي عيادة. هنا حوّل الفريق لقاحاته إلى لعبة، وصار اليوم يسأل متى سيرى طبيبته مجددًا.', 'جويل أ.', 'أمّ لطفل في الرابعة، جبيل'),
  (4, 'The sleep course changed our evenings. Short videos we could watch once the children were in bed, and advice that actually works for a busy family.', 'Karim H.', 'Father of three, Jounieh', 'Le cours sur le sommeil a changé nos soirées. Des vidéos courtes, à regarder une fois les enfants couchés, et des conseils qui marchent vraiment pour une famille occupée.', 'Karim H.', 'Papa de trois enfants, Jounieh', 'غيّرت دورة النوم أمسياتنا. فيديوهات قصيرة نشاهدها بعد أن ينام الأولاد، ونصائح تنجح فعلًا مع عائلة مشغولة.', 'كريم ح.', 'أب لثلاثة أولاد، جونية'),
  (5, 'My teenage daughter finally has a doctor she trusts. Dr. Haddad gives her time to talk on her own, and still keeps me informed about what matters.', 'Lara M.', 'Mother of a fourteen-year-old, Jbeil', 'Ma fille adolescente a enfin un médecin en qui elle a confiance. La Dre Haddad lui laisse le temps de parler seule, tout en me tenant informée de l''essentiel.', 'Lara M.', 'Maman d''une adolescente de quatorze ans, Jbeil', 'أخيرًا صار لابنتي المراهقة طبيبة تثق بها. تمنحها الدكتورة حداد وقتًا لتتحدث وحدها، وتبقيني في الوقت نفسه على اطّلاع بما يهمّ.', 'لارا م.', 'أمّ لفتاة في الرابعة عشرة، جبيل'),
  (6, 'Booking online took two minutes and we were seen on time. We have been coming here for ten years, and it still feels like family.', 'Georges & Tania F.', 'Parents of two, Jounieh', 'Réserver en ligne a pris deux minutes et nous avons été reçus à l''heure. Nous venons ici depuis dix ans, et c''est toujours comme en famille.', 'Georges et Tania F.', 'Parents de deux enfants, Jounieh', 'استغرق الحجز عبر الإنترنت دقيقتين، واستُقبلنا في الموعد تمامًا. نأتي إلى هنا منذ عشر سنوات، وما زلنا نشعر أننا بين أهلنا.', 'جورج وتانيا ف.', 'والدان لطفلين، جونية')
),
"inserted" AS (
  INSERT INTO "testimonials" ("quote", "name", "role", "sort_order", "published_at")
  SELECT "quote", "name", "role", "sort_order", now() FROM "seed"
  RETURNING "id", "sort_order"
)
INSERT INTO "testimonial_translations" ("testimonial_id", "locale", "quote", "name", "role")
SELECT "inserted"."id", "t"."locale", "t"."quote", "t"."name", "t"."role"
FROM "inserted" JOIN "seed" USING ("sort_order")
CROSS JOIN LATERAL (VALUES ('fr', "seed"."fr_quote", "seed"."fr_name", "seed"."fr_role"), ('ar', "seed"."ar_quote", "seed"."ar_name", "seed"."ar_role")) AS "t" ("locale", "quote", "name", "role");--> statement-breakpoint
-- The answers once built from the clinic's settings (hours, cities) are kept as the site wrote them.
WITH "seed" ("sort_order", "question", "answer", "fr_question", "fr_answer", "ar_question", "ar_answer") AS (VALUES
  (1, 'When are your clinics open?', 'Both clinics, in Jbeil and Jounieh, are open Monday to Friday 9am – 7pm, Saturday 9am – 2pm and closed on Sunday. For an urgent worry outside these hours, call us: our on-call pediatrician will tell you what to do. In a life-threatening emergency, call the Lebanese Red Cross on 140.', 'Quels sont vos horaires d''ouverture ?', 'Nos deux cliniques, à Jbeil et Jounieh, sont ouvertes du lundi au vendredi de 09 h à 19 h, le samedi de 09 h à 14 h et fermées le dimanche. Pour une inquiétude urgente en dehors de ces horaires, appelez-nous : notre pédiatre de garde vous dira quoi faire. En cas d''urgence vitale, appelez la Croix-Rouge libanaise au 140.', 'متى تفتح عيادتاكم؟', 'تفتح العيادتان، في جبيل وجونية، من الاثنين إلى الجمعة من 9 ص حتى 7 م ويوم السبت من 9 ص حتى 2 م وتُغلقان يوم الأحد. إذا قلقتم لأمر طارئ خارج هذه الساعات، اتصلوا بنا: سيخبركم طبيب الأطفال المناوب بما يجب فعله. وفي حالة طارئة تهدّد الحياة، اتصلوا بالصليب الأحمر اللبناني على الرقم 140.'),
  (2, 'Do you accept insurance?', 'Yes, insurance is accepted. Bring your child''s insurance card to the visit, and call us beforehand if you would like us to check what your plan covers.', 'Acceptez-vous les assurances ?', 'Oui, les assurances sont acceptées. Apportez la carte d''assurance de votre enfant lors de la visite, et appelez-nous avant si vous souhaitez que nous vérifiions ce que couvre votre contrat.', 'هل تقبلون التأمين الصحي؟', 'نعم، نقبل التأمين الصحي. أحضروا بطاقة تأمين طفلكم إلى الزيارة، واتصلوا بنا مسبقًا إن أردتم أن نتحقق مما تغطيه بوليصتكم.'),
  (3, 'Can my child be seen on the same day?', 'Yes. For sick visits, call us in the morning and we will see your child the same day, in Jbeil or Jounieh. When a visit is not needed, we can advise you by phone or video instead.', 'Mon enfant peut-il être vu le jour même ?', 'Oui. Quand votre enfant est malade, appelez-nous le matin et nous le verrons le jour même, à Jbeil ou Jounieh. Quand une visite n''est pas nécessaire, nous pouvons vous conseiller par téléphone ou par vidéo.', 'هل يمكن معاينة طفلي في اليوم نفسه؟', 'نعم. إذا كان طفلكم مريضًا، اتصلوا بنا صباحًا ونعاينه في اليوم نفسه، في جبيل أو جونية. وإن لم تكن الزيارة ضرورية، يمكننا أن ننصحكم عبر الهاتف أو الفيديو.'),
  (4, 'Do you offer online consultations?', 'Yes. Book a video consultation on our appointment page: choose a service, a day and a time, then pay by card. Your confirmation and video link arrive by e-mail. Visits in the clinic are booked through our patient portal.', 'Proposez-vous des téléconsultations ?', 'Oui. Réservez une téléconsultation sur notre page de rendez-vous : choisissez un service, un jour et une heure, puis payez par carte. Votre confirmation et votre lien vidéo arrivent par e-mail. Les visites en cabinet se réservent sur notre portail patients.', 'هل تقدّمون استشارات عبر الإنترنت؟', 'نعم. احجزوا استشارة بالفيديو من صفحة المواعيد: اختاروا خدمة ويومًا ووقتًا، ثم ادفعوا بالبطاقة. يصلكم التأكيد ورابط الفيديو عبر البريد الإلكتروني. أما الزيارات في العيادة فتُحجز عبر بوابة المرضى.'),
  (5, 'Which languages do you speak?', 'Arabic, English and French. Tell us which you prefer and we will use it for the whole visit.', 'Quelles langues parlez-vous ?', 'L''arabe, l''anglais et le français. Dites-nous laquelle vous préférez et nous l''utiliserons pendant toute la consultation.', 'ما اللغات التي تتحدّثونها؟', 'العربية والإنجليزية والفرنسية. أخبرونا باللغة التي تفضّلونها وسنعتمدها طوال الزيارة.')
),
"inserted" AS (
  INSERT INTO "faq_entries" ("question", "answer", "sort_order")
  SELECT "question", "answer", "sort_order" FROM "seed"
  RETURNING "id", "sort_order"
)
INSERT INTO "faq_translations" ("faq_entry_id", "locale", "question", "answer")
SELECT "inserted"."id", "t"."locale", "t"."question", "t"."answer"
FROM "inserted" JOIN "seed" USING ("sort_order")
CROSS JOIN LATERAL (VALUES ('fr', "seed"."fr_question", "seed"."fr_answer"), ('ar', "seed"."ar_question", "seed"."ar_answer")) AS "t" ("locale", "question", "answer");--> statement-breakpoint
INSERT INTO "guide_texts" ("slug", "title", "description") VALUES
  ('newborn-care-essentials', 'Newborn Care Essentials', 'Feeding, sleeping, bathing and soothing your baby in the first weeks, plus the warning signs that mean you should call us.'),
  ('baby-milestones-checklist', 'Baby Milestones Checklist', 'Month-by-month milestones from 2 months to 2 years, with play ideas and a checklist to bring to your child''s check-ups.'),
  ('sleep-training-methods', 'Sleep Training Methods', 'Safe sleep basics, how much sleep children need at each age, and a clear comparison of gentle and faster sleep training methods.'),
  ('pumping-milk-storage', 'Pumping & Milk Storage', 'Choosing a pump, building a pumping routine, and storing, thawing and warming breast milk safely at home and at work.');--> statement-breakpoint
INSERT INTO "guide_translations" ("slug", "locale", "title", "description") VALUES
  ('newborn-care-essentials', 'fr', 'L''essentiel des soins du nouveau-né', 'Nourrir, coucher, baigner et apaiser votre bébé pendant les premières semaines, et les signes d''alerte qui doivent vous faire appeler.'),
  ('newborn-care-essentials', 'ar', 'أساسيات رعاية المولود الجديد', 'إرضاع طفلك ونومه وحمّامه وتهدئته في الأسابيع الأولى، مع علامات الخطر التي تستدعي الاتصال بنا.'),
  ('baby-milestones-checklist', 'fr', 'Les étapes du développement de bébé', 'Les étapes mois par mois, de 2 mois à 2 ans, avec des idées de jeux et une liste à apporter aux bilans de votre enfant.'),
  ('baby-milestones-checklist', 'ar', 'قائمة مراحل نموّ الطفل', 'مراحل النمو شهرًا بشهر من عمر شهرين إلى سنتين، مع أفكار للّعب وقائمة تحملونها إلى فحوص طفلكم الدورية.'),
  ('sleep-training-methods', 'fr', 'Apprendre à dormir : les méthodes', 'Les bases d''un sommeil sûr, les besoins de sommeil à chaque âge et une comparaison claire des méthodes douces et plus rapides.'),
  ('sleep-training-methods', 'ar', 'أساليب تعليم الطفل النوم', 'أساسيات النوم الآمن، وعدد ساعات النوم التي يحتاجها الطفل في كل عمر، ومقارنة واضحة بين الأساليب اللطيفة والأساليب الأسرع.'),
  ('pumping-milk-storage', 'fr', 'Tire-lait et conservation du lait', 'Choisir un tire-lait, trouver un rythme, puis conserver, décongeler et réchauffer le lait maternel en toute sécurité, à la maison comme au travail.'),
  ('pumping-milk-storage', 'ar', 'شفط الحليب وتخزينه', 'اختيار مضخة الحليب، وتنظيم مواعيد الشفط، وتخزين حليب الأم وإذابته وتدفئته بأمان في المنزل وفي العمل.');
