/**
 * National formats, group tr-ru-ar-sea (tr, ru, uk, ar, vi, id, ms): synthetic safety data sheets (invented products,
 * suppliers and numbers) laid out as each language's regulated format prints them, label and value on one line:
 * Turkish KKDIK Güvenlik Bilgi Formu, Russian GOST 30333-2007 паспорт безопасности and the Russian Annex II
 * (REACH/EAEU-style) layout, Ukrainian Annex II layout, Arabic UN GHS Annex 4 / GSO 2654 headings, Vietnamese
 * Thông tư 32/2017/TT-BCT Phiếu an toàn hóa chất, Indonesian Permenperin 23/M-IND/PER/4/2013 Lembar Data
 * Keselamatan, Malay CLASS 2013 / ICOP 2014 Risalah Data Keselamatan. Every field the engine reads right from them is
 * asserted; the fields it still misses are named per case (`leftOut`) with the reason.
 */
import { describeFieldCases, type FieldCase } from './national-format-fields.js';

const CASES: FieldCase[] = [
  {
    name: 'Turkish, KKDIK safety data sheet (Güvenlik Bilgi Formu)',
    language: 'tr',
    text: `GÜVENLİK BİLGİ FORMU
Güvenlik Bilgi Formları Hakkında Yönetmelik uyarınca
Hazırlama Tarihi: 05.01.2021    Revizyon Tarihi: 12.03.2024    Revizyon No: 3
BÖLÜM 1: Madde/karışım ve şirket/iş sahibinin tanıtımı
1.1 Ürün tanımlayıcısı
Ticari adı    Örnek Yağ Sökücü 300
1.2 Madde veya karışımın belirlenmiş ilgili kullanımları ve tavsiye edilmeyen kullanımları
Yağ sökücü
1.3 Güvenlik bilgi formu tedarikçisinin bilgileri
Firma Adı    Örnek Kimya Sanayi A.Ş.
Organize Sanayi Bölgesi 1. Cadde No: 5, 34000 İstanbul
Telefon    +90 212 555 01 23
1.4 Acil durum telefon numarası
Acil Durum Telefonu    +90 212 555 09 99 (7/24)
BÖLÜM 2: Zararlılık tanımlanması
2.1 Madde veya karışımın sınıflandırılması
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Etiket unsurları
Tehlike Piktogramları    GHS02, GHS07
Uyarı Kelimesi    Tehlike
Zararlılık İfadeleri    H225, H319
Önlem İfadeleri    P210, P305+P351+P338
2.3 Diğer zararlar
BÖLÜM 3: Bileşimi/İçindekiler hakkında bilgi
3.2 Karışımlar
Bileşen Adı    CAS No    EC No    Konsantrasyon (%)    Sınıflandırma
Aseton    67-64-1    200-662-2    25 - 50    Flam. Liq. 2, H225
Etanol    64-17-5    200-578-6    10 - <25    Flam. Liq. 2, H225
BÖLÜM 4: İlk yardım önlemleri
BÖLÜM 5: Yangınla mücadele önlemleri
BÖLÜM 6: Kaza sonucu yayılmaya karşı önlemler
BÖLÜM 7: Elleçleme ve depolama
BÖLÜM 8: Maruz kalma kontrolleri/kişisel korunma
BÖLÜM 9: Fiziksel ve kimyasal özellikler
9.1 Temel fiziksel ve kimyasal özellikler hakkında bilgi
Görünüm    Sıvı, renksiz
Koku    Aseton kokulu
pH    7
Erime / Donma noktası    -95 °C
İlk kaynama noktası ve kaynama aralığı    56 °C
Parlama noktası    -18 °C
Bağıl yoğunluk    0,81
BÖLÜM 10: Kararlılık ve tepkime
BÖLÜM 11: Toksikolojik bilgiler
BÖLÜM 12: Ekolojik bilgiler
BÖLÜM 13: Bertaraf etme bilgileri
BÖLÜM 14: Taşımacılık bilgileri
14.1 UN Numarası    UN 1090
14.2 Uygun UN taşımacılık adı    ASETON ÇÖZELTİSİ
14.3 Taşımacılık zararlılık sınıf(lar)ı    3
14.4 Ambalajlama grubu    II
BÖLÜM 15: Mevzuat bilgileri
BÖLÜM 16: Diğer bilgiler`,
    expected: {
      productName: 'Örnek Yağ Sökücü 300',
      supplierName: 'Örnek Kimya Sanayi A.Ş.',
      emergencyPhone: '+90 212 555 09 99',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      odor: 'Aseton kokulu',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ASETON ÇÖZELTİSİ',
      packingGroup: 'II',
    },
    leftOut:
      "transportClass: '14.3 Taşımacılık zararlılık sınıf(lar)ı    3' — the class reader (transport.ts afterLabel) finds 'sınıf' but skips only an English plural '(es)' after a label, not the Turkish '(lar)ı', and its labels are not regex-escaped, so the title itself cannot be given as a label (extractor).",
  },
  {
    name: 'Russian, GOST 30333-2007 layout',
    language: 'ru',
    text: `ПАСПОРТ БЕЗОПАСНОСТИ ХИМИЧЕСКОЙ ПРОДУКЦИИ
по ГОСТ 30333-2007
Дата пересмотра: 12.03.2024    Версия: 3.0    Дата составления: 05.01.2021
1 Идентификация химической продукции и сведения о производителе и/или поставщике
1.1 Идентификация химической продукции
1.1.1 Техническое наименование: Обезжириватель Пример-300
1.1.2 Краткие рекомендации по применению: обезжиривание металлических поверхностей
1.2 Сведения о производителе и/или поставщике
1.2.1 Полное официальное название организации: ООО «Пример Химия»
1.2.2 Адрес (почтовый и юридический): 123456, г. Москва, ул. Примерная, д. 1
1.2.3 Телефон, в т.ч. для экстренных консультаций и ограничения по времени: +7 495 123-45-67 (круглосуточно)
1.2.4 Факс: +7 495 123-45-68
1.2.5 E-mail: info@example.ru
2 Идентификация опасности (опасностей)
2.1 Степень опасности химической продукции в целом
Классификация по СГС: воспламеняющиеся жидкости, класс 2; серьёзное повреждение/раздражение глаз, класс 2А
2.2 Сведения о маркировке (по ГОСТ 31340)
Сигнальное слово: Опасно
Символы опасности: GHS02, GHS07
Краткая характеристика опасности (Н-фразы): H225, H319
Меры по предупреждению опасности (Р-фразы): P210, P305+P351+P338
3 Состав (информация о компонентах)
3.2 Компоненты
Компоненты    Массовая доля, %    № CAS    № ЕС
Ацетон    25 - 50    67-64-1    200-662-2
Этанол    10 - 25    64-17-5    200-578-6
4 Меры первой помощи
5 Меры и средства обеспечения пожаровзрывобезопасности
5.2 Показатели пожаровзрывоопасности: температура вспышки минус 18 °С (з.т.)
6 Меры по предотвращению и ликвидации аварийных и чрезвычайных ситуаций и их последствий
7 Правила хранения химической продукции и обращения с ней при погрузочно-разгрузочных работах
8 Средства контроля за опасным воздействием и средства индивидуальной защиты
Средства защиты глаз: защитные очки
Средства защиты рук: перчатки из нитрильного каучука
9 Физико-химические свойства
9.1 Физическое состояние (агрегатное состояние, цвет, запах): прозрачная бесцветная жидкость с запахом ацетона
9.2 Параметры, характеризующие основные свойства продукции
Агрегатное состояние: жидкость
Цвет: бесцветный
Температура плавления: -95 °С
Температура кипения: 56 °С
Температура вспышки: -18 °С
pH: 7
Плотность: 0,81 г/см³
10 Стабильность и реакционная способность
11 Информация о токсичности
12 Информация о воздействии на окружающую среду
13 Рекомендации по удалению отходов (остатков)
14 Информация при перевозках (транспортировании)
14.1 Номер ООН (UN): 1090
14.2 Надлежащее отгрузочное и транспортное наименования: АЦЕТОНА РАСТВОР
14.3 Применяемые виды транспорта: автомобильный, железнодорожный
14.4 Классификация опасности груза по ГОСТ 19433 и Рекомендациям ООН: класс 3
14.5 Транспортная маркировка: знак опасности по ГОСТ 19433, черт. 3
14.6 Группа упаковки: II
15 Информация о национальном и международном законодательстве
16 Дополнительная информация`,
    expected: {
      productName: 'Обезжириватель Пример-300',
      supplierName: 'ООО «Пример Химия»',
      emergencyPhone: '+7 495 123-45-67',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'бесцветный',
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'АЦЕТОНА РАСТВОР',
      packingGroup: 'II',
    },
    leftOut:
      "flashPoint, boilingPoint, boilingPointText, meltingPoint: the temperatures are printed with a Cyrillic 'С' ('Температура вспышки: -18 °С'), which the number reader does not take for Celsius (with a Latin 'C' all four are read); transportClass: GOST numbers 14.3 as the transport modes and 14.4 as 'Классификация опасности груза по ГОСТ 19433 …: класс 3' — the class label 'класс' is found first inside 'Классификация' (afterLabel looks at the first occurrence only, and '(?![a-z])' is no word end for Cyrillic) (extractor). density: 'Плотность' is not in the module: the density reader does not know a Russian vapour density ('Плотность паров по воздуху: 2,0' printed before 'Плотность: 0,81 г/см³' gives 2), its vapour and air words are Latin only (extractor), so the label would give wrong values.",
  },
  {
    name: 'Russian, Annex II (REACH/EAEU-style) layout',
    language: 'ru',
    text: `ПАСПОРТ БЕЗОПАСНОСТИ
в соответствии с Регламентом (ЕС) № 1907/2006 (REACH), приложение II
Дата пересмотра: 12.03.2024    Версия: 3.0    Дата выпуска: 05.01.2021
РАЗДЕЛ 1: Идентификация вещества/смеси и компании/предприятия
1.1 Идентификатор продукта
Торговое наименование: Обезжириватель Пример-300
1.2 Соответствующие установленные области применения вещества или смеси и нерекомендуемые области применения
Обезжириватель
1.3 Подробные сведения о поставщике паспорта безопасности
Поставщик: ООО «Пример Химия»
ул. Примерная, д. 1, 123456 Москва
Телефон: +7 495 123-45-67
1.4 Номер телефона для экстренной связи
+7 495 123-45-99 (круглосуточно)
РАЗДЕЛ 2: Идентификация опасностей
2.1 Классификация вещества или смеси
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Элементы маркировки
Пиктограммы опасности: GHS02, GHS07
Сигнальное слово: Опасно
Указания на опасность: H225, H319
Меры предосторожности: P210, P305+P351+P338
РАЗДЕЛ 3: Состав/информация о компонентах
3.2 Смеси
Вещество    № CAS    № ЕС    Концентрация
Ацетон    67-64-1    200-662-2    25 - 50 %
Этанол    64-17-5    200-578-6    10 - <25 %
РАЗДЕЛ 4: Меры первой помощи
РАЗДЕЛ 5: Меры пожаротушения
РАЗДЕЛ 6: Меры по ликвидации случайного выброса
РАЗДЕЛ 7: Обращение и хранение
РАЗДЕЛ 8: Средства контроля за опасным воздействием/средства индивидуальной защиты
РАЗДЕЛ 9: Физические и химические свойства
9.1 Информация об основных физических и химических свойствах
Агрегатное состояние: жидкость
Цвет: бесцветный
Температура плавления/температура замерзания: -95 °C
Температура кипения или начальная точка кипения и интервал кипения: 56 °C
Температура вспышки: -18 °C
pH: 7
Плотность и/или относительная плотность: 0,81 г/см³
РАЗДЕЛ 10: Стабильность и реакционная способность
РАЗДЕЛ 11: Токсикологическая информация
РАЗДЕЛ 12: Экологическая информация
РАЗДЕЛ 13: Рекомендации по удалению отходов
РАЗДЕЛ 14: Информация о транспортировке
14.1 Номер ООН или идентификационный номер: UN 1090
14.2 Надлежащее отгрузочное наименование ООН: АЦЕТОНА РАСТВОР
14.3 Класс(ы) опасности при транспортировке: 3
14.4 Группа упаковки: II
РАЗДЕЛ 15: Информация о законодательстве
РАЗДЕЛ 16: Дополнительная информация`,
    expected: {
      productName: 'Обезжириватель Пример-300',
      supplierName: 'ООО «Пример Химия»',
      emergencyPhone: '+7 495 123-45-99',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'бесцветный',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'АЦЕТОНА РАСТВОР',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      "boilingPointText: the 2020/878-style label 'Температура кипения или начальная точка кипения и интервал кипения' is a translation not confirmed in public text, so it is not in the module; the value (56) is read, its text keeps the rest of the label. density: 'Плотность' / 'Относительная плотность' are not in the module: the density reader does not know a Russian vapour density ('Плотность паров по воздуху: 2,0' printed before 'Плотность: 0,81 г/см³' gives 2), its vapour and air words are Latin only (extractor), so the label would give wrong values.",
  },
  {
    name: 'Ukrainian, Annex II layout',
    language: 'uk',
    text: `ПАСПОРТ БЕЗПЕКИ
відповідно до Регламенту (ЄС) № 1907/2006 (REACH), додаток II
Дата перегляду: 12.03.2024    Версія: 3.0    Дата випуску: 05.01.2021
РОЗДІЛ 1: Ідентифікація речовини/суміші та компанії/підприємства
1.1 Ідентифікатор продукту
Торгова назва: Знежирювач Приклад-300
1.2 Відповідні визначені види використання речовини або суміші та види використання, що не рекомендуються
Знежирювач
1.3 Детальна інформація про постачальника паспорта безпеки
Постачальник: ТОВ «Приклад Хімія»
вул. Прикладна, 1, 01001 Київ
Телефон: +380 44 123 45 67
1.4 Номер телефону для екстрених випадків
+380 44 123 45 99 (цілодобово)
РОЗДІЛ 2: Ідентифікація небезпек
2.1 Класифікація речовини або суміші
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Елементи маркування
Піктограми небезпеки: GHS02, GHS07
Сигнальне слово: Небезпечно
Короткі характеристики небезпеки: H225, H319
Запобіжні заходи: P210, P305+P351+P338
РОЗДІЛ 3: Склад/інформація про компоненти
3.2 Суміші
Речовина    № CAS    № ЄС    Концентрація
Ацетон    67-64-1    200-662-2    25 - 50 %
Етанол    64-17-5    200-578-6    10 - <25 %
РОЗДІЛ 4: Заходи першої допомоги
РОЗДІЛ 5: Заходи пожежогасіння
РОЗДІЛ 6: Заходи щодо запобігання аварійним викидам
РОЗДІЛ 7: Поводження та зберігання
РОЗДІЛ 8: Контроль впливу/індивідуальний захист
РОЗДІЛ 9: Фізичні та хімічні властивості
9.1 Інформація про основні фізичні та хімічні властивості
Агрегатний стан: рідина
Колір: безбарвний
Температура плавлення/температура замерзання: -95 °C
Температура кипіння: 56 °C
Температура спалаху: -18 °C
pH: 7
Густина: 0,81 г/см³
РОЗДІЛ 10: Стабільність і реакційна здатність
РОЗДІЛ 11: Токсикологічна інформація
РОЗДІЛ 12: Екологічна інформація
РОЗДІЛ 13: Поводження з відходами
РОЗДІЛ 14: Інформація щодо транспортування
14.1 Номер ООН: UN 1090
14.2 Належна відвантажувальна назва ООН: АЦЕТОНУ РОЗЧИН
14.3 Клас(и) небезпеки при транспортуванні: 3
14.4 Група пакування: II
РОЗДІЛ 15: Інформація щодо нормативно-правового регулювання
РОЗДІЛ 16: Інша інформація`,
    expected: {
      productName: 'Знежирювач Приклад-300',
      supplierName: 'ТОВ «Приклад Хімія»',
      emergencyPhone: '+380 44 123 45 99',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'безбарвний',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      ph: 7,
      unNumber: 'UN1090',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      "shippingName: the 14.2 label 'Належна відвантажувальна назва ООН' is not confirmed in public text, so it is not in the module (vocabulary left out). density: 'Густина' is not in the module: the density reader does not know a Ukrainian vapour density ('Густина пари'), so the label would give wrong values (extractor).",
  },
  {
    name: 'Arabic, UN GHS Annex 4 / GSO 2654 headings',
    language: 'ar',
    text: `صحيفة بيانات السلامة
تاريخ المراجعة: 2024-03-12    رقم الإصدار: 3.0    تاريخ الإصدار الأول: 2021-01-05
القسم 1: تعريف المادة أو الخليط والمورد
1.1 معرّف المنتج
اسم المنتج: مزيل الشحوم مثال 300
1.3 تفاصيل المورد
المورد: شركة مثال للكيماويات ذ.م.م
ص.ب. 1234، دبي، الإمارات العربية المتحدة
الهاتف: +971 4 555 0123
1.4 رقم هاتف الطوارئ
+971 4 555 0199 (24 ساعة)
القسم 2: تحديد المخاطر
2.1 تصنيف المادة أو الخليط
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 عناصر الوسم
الرموز التوضيحية للخطر: GHS02, GHS07
كلمة التنبيه: خطر
بيانات الخطر: H225, H319
البيانات التحذيرية: P210, P305+P351+P338
القسم 3: التركيب/معلومات عن المكونات
المكون    رقم CAS    التركيز
أسيتون    67-64-1    25 - 50 %
إيثانول    64-17-5    10 - 25 %
القسم 4: تدابير الإسعاف الأولي
القسم 5: تدابير مكافحة الحريق
القسم 6: تدابير التصدي للتسرب العرضي
القسم 7: المناولة والتخزين
القسم 8: ضوابط التعرض/الحماية الشخصية
القسم 9: الخواص الفيزيائية والكيميائية
الحالة الفيزيائية: سائل
اللون: عديم اللون
نقطة الانصهار/نقطة التجمد: -95 °C
نقطة الغليان: 56 °C
نقطة الوميض: -18 °C
الرقم الهيدروجيني: 7
الكثافة النسبية: 0.81
القسم 10: الثبات والتفاعلية
القسم 11: المعلومات السمية
القسم 12: المعلومات البيئية
القسم 13: اعتبارات التخلص
القسم 14: معلومات النقل
14.1 رقم الأمم المتحدة: UN 1090
14.2 اسم الشحن الصحيح: ACETONE SOLUTION
14.3 فئة الخطورة: 3
14.4 مجموعة التعبئة: II
القسم 15: المعلومات التنظيمية
القسم 16: معلومات أخرى`,
    expected: {
      productName: 'مزيل الشحوم مثال 300',
      supplierName: 'شركة مثال للكيماويات ذ.م.م',
      emergencyPhone: '+971 4 555 0199',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'عديم اللون',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ACETONE SOLUTION',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Vietnamese, Thông tư 32/2017/TT-BCT Phiếu an toàn hóa chất',
    language: 'vi',
    text: `PHIẾU AN TOÀN HÓA CHẤT
Theo Thông tư 32/2017/TT-BCT
Tên sản phẩm: Chất tẩy dầu Ví Dụ 300
Số CAS: Hỗn hợp
Số UN: 1090
PHẦN I. NHẬN DẠNG HÓA CHẤT VÀ THÔNG TIN VỀ NHÀ CUNG CẤP
- Tên thường gọi của chất: Chất tẩy dầu Ví Dụ 300
- Tên thương mại: Chất tẩy dầu Ví Dụ 300
- Tên nhà cung cấp hoặc nhập khẩu, địa chỉ: Công ty TNHH Hóa chất Ví Dụ, Số 1 Đường Mẫu, Quận 1, TP. Hồ Chí Minh
- Tên nhà sản xuất và địa chỉ: Công ty TNHH Hóa chất Ví Dụ, Số 1 Đường Mẫu, Quận 1, TP. Hồ Chí Minh
- Địa chỉ liên hệ trong trường hợp khẩn cấp: +84 28 3812 3456
- Mục đích sử dụng: Tẩy dầu mỡ bề mặt kim loại
PHẦN II. NHẬN DẠNG ĐẶC TÍNH NGUY HIỂM CỦA HÓA CHẤT
1. Mức xếp loại nguy hiểm:
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2. Cảnh báo nguy hiểm:
- Hình đồ cảnh báo: GHS02, GHS07
- Từ cảnh báo: Nguy hiểm
- Cảnh báo nguy hiểm: H225, H319
- Cảnh báo phòng ngừa: P210, P305+P351+P338
PHẦN III. THÔNG TIN VỀ THÀNH PHẦN CÁC CHẤT
Tên thành phần nguy hiểm    Số CAS    Công thức hóa học    Hàm lượng (% theo trọng lượng)
Axeton    67-64-1    C3H6O    25 - 50
Etanol    64-17-5    C2H6O    10 - 25
PHẦN IV. BIỆN PHÁP SƠ CỨU VỀ Y TẾ
PHẦN V. BIỆN PHÁP XỬ LÝ KHI CÓ HỎA HOẠN
PHẦN VI. BIỆN PHÁP PHÒNG NGỪA, ỨNG PHÓ KHI CÓ SỰ CỐ
PHẦN VII. YÊU CẦU VỀ CẤT GIỮ
PHẦN VIII. TÁC ĐỘNG LÊN NGƯỜI VÀ YÊU CẦU VỀ THIẾT BỊ BẢO VỆ CÁ NHÂN
- Bảo vệ mắt: Kính bảo hộ
- Bảo vệ tay: Găng tay cao su nitril
PHẦN IX. ĐẶC TÍNH LÝ, HÓA CỦA HÓA CHẤT
Trạng thái vật lý: Chất lỏng
Màu sắc: Không màu
Mùi đặc trưng: Mùi axeton
Điểm sôi (°C): 56
Điểm nóng chảy (°C): -95
Điểm bùng cháy (°C) (Flash point) theo phương pháp xác định: -18 (cốc kín)
Độ pH: 7
Khối lượng riêng (kg/m3): 810
Tỷ trọng hơi (Không khí = 1): 2,0
PHẦN X. MỨC ỔN ĐỊNH VÀ KHẢ NĂNG PHẢN ỨNG CỦA HÓA CHẤT
PHẦN XI. THÔNG TIN VỀ ĐỘC TÍNH
PHẦN XII. THÔNG TIN VỀ SINH THÁI
PHẦN XIII. BIỆN PHÁP VÀ QUY ĐỊNH VỀ TIÊU HỦY HÓA CHẤT
PHẦN XIV. THÔNG TIN KHI VẬN CHUYỂN
Tên quy định    Số UN    Tên vận chuyển đường biển    Loại, nhóm hàng nguy hiểm    Quy cách đóng gói    Nhãn vận chuyển
Quy định về vận chuyển hàng nguy hiểm của Việt Nam    1090    ACETONE SOLUTION    3    II    3
PHẦN XV. THÔNG TIN VỀ PHÁP LUẬT
PHẦN XVI. THÔNG TIN CẦN THIẾT KHÁC
Ngày tháng biên soạn Phiếu: 05/01/2021
Ngày tháng sửa đổi, bổ sung gần nhất: 12/03/2024
Phiên bản: 3.0`,
    expected: {
      productName: 'Chất tẩy dầu Ví Dụ 300',
      emergencyPhone: '+84 28 3812 3456',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Không màu',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      ph: 7,
    },
    leftOut:
      "supplierName: a Vietnamese company name puts its legal form first ('Công ty TNHH …, Số 1 Đường …'), so the rule that ends a name at a legal form followed by a comma keeps the address; boilingPointText: the unit is in the label ('Điểm sôi (°C): 56'), the text is '56' (value right); density: 'Khối lượng riêng (kg/m3): 810' — a unit printed only in the label is not applied ('Khối lượng riêng: 810 kg/m3' is read as 0.81); section 14 is the TT32 table ('Tên quy định | Số UN | Tên vận chuyển đường biển | Loại, nhóm hàng nguy hiểm | Quy cách đóng gói …') whose row prints the UN number without 'UN' ('… Việt Nam    1090    ACETONE SOLUTION    3    II'): the UN number needs the letters UN before it and the table columns are known by English headers only (extractor).",
  },
  {
    name: 'Indonesian, Permenperin 23/M-IND/PER/4/2013 Lembar Data Keselamatan',
    language: 'id',
    text: `LEMBAR DATA KESELAMATAN
sesuai Peraturan Menteri Perindustrian No. 23/M-IND/PER/4/2013
Tanggal revisi: 12.03.2024    Versi: 3.0    Tanggal terbit: 05.01.2021
BAGIAN 1: IDENTIFIKASI SENYAWA (TUNGGAL ATAU CAMPURAN) DAN PERUSAHAAN
1.1 Pengidentifikasi produk
Nama produk    Contoh Penghilang Minyak 300
1.2 Penggunaan yang relevan dari bahan atau campuran dan penggunaan yang tidak disarankan
Penghilang minyak
1.3 Rincian pemasok lembar data keselamatan
Pemasok    PT Contoh Kimia Indonesia
Jl. Contoh No. 1, Jakarta 10110
Telepon    +62 21 555 0123
1.4 Nomor telepon darurat
+62 21 555 0199 (24 jam)
BAGIAN 2: IDENTIFIKASI BAHAYA
2.1 Klasifikasi bahan atau campuran
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Elemen label
Piktogram bahaya    GHS02, GHS07
Kata sinyal    Bahaya
Pernyataan bahaya    H225, H319
Pernyataan kehati-hatian    P210, P305+P351+P338
2.3 Bahaya lain
BAGIAN 3: KOMPOSISI/INFORMASI TENTANG BAHAN PENYUSUN
3.2 Campuran
Nama bahan    No. CAS    No. EC    Konsentrasi    Klasifikasi
Aseton    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanol    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
BAGIAN 4: TINDAKAN PERTOLONGAN PERTAMA
BAGIAN 5: TINDAKAN PEMADAMAN KEBAKARAN
BAGIAN 6: TINDAKAN TERHADAP TUMPAHAN DAN KEBOCORAN
BAGIAN 7: PENANGANAN DAN PENYIMPANAN
BAGIAN 8: KONTROL PAPARAN/PERLINDUNGAN DIRI
Pelindung mata/wajah    Kacamata pelindung
Pelindung tangan    Sarung tangan karet nitril
BAGIAN 9: SIFAT FISIKA DAN KIMIA
9.1 Informasi tentang sifat fisika dan kimia dasar
Bentuk fisik    Cair
Warna    Tidak berwarna
Bau    Seperti aseton
Titik lebur/titik beku    -95 °C
Titik didih awal dan rentang didih    56 °C
Titik nyala    -18 °C
pH    7
Berat jenis    0,81 g/cm³
BAGIAN 10: STABILITAS DAN REAKTIFITAS
BAGIAN 11: INFORMASI TOKSIKOLOGI
BAGIAN 12: INFORMASI EKOLOGI
BAGIAN 13: PERTIMBANGAN PEMBUANGAN
BAGIAN 14: INFORMASI PENGANGKUTAN
14.1 Nomor UN    UN 1090
14.2 Nama pengiriman yang sesuai dengan UN    ASETON, LARUTAN
14.3 Kelas bahaya    3
14.4 Kelompok kemasan    II
BAGIAN 15: INFORMASI TENTANG REGULASI
BAGIAN 16: INFORMASI LAIN`,
    expected: {
      productName: 'Contoh Penghilang Minyak 300',
      supplierName: 'PT Contoh Kimia Indonesia',
      emergencyPhone: '+62 21 555 0199',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Tidak berwarna',
      odor: 'Seperti aseton',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      "boilingPointText and shippingName: the labels 'Titik didih awal dan rentang didih' and 'Nama pengiriman yang sesuai dengan UN' are not confirmed in public text, so only 'Titik didih' and 'Nama pengiriman' are in the module; the values are read with the rest of the label in front.",
  },
  {
    name: 'Malay, CLASS Regulations 2013 / ICOP 2014 Risalah Data Keselamatan',
    language: 'ms',
    text: `RISALAH DATA KESELAMATAN
mengikut Peraturan-Peraturan Keselamatan dan Kesihatan Pekerjaan (CLASS) 2013
Tarikh semakan: 12.03.2024    Versi: 3.0    Tarikh dikeluarkan: 05.01.2021    Tarikh cetakan: 20.03.2024
BAHAGIAN 1: PENGENALAN BAHAN KIMIA BERBAHAYA DAN PEMBEKAL
1.1 Pengenalan produk
Nama produk: Contoh Penyahgris 300
1.3 Butiran pembekal risalah data keselamatan
Pembekal: Contoh Kimia Sdn. Bhd.
No. 1, Jalan Contoh, 50000 Kuala Lumpur
Telefon: +60 3 5555 0123
1.4 Nombor telefon kecemasan
Telefon kecemasan: +60 3 5555 0199 (24 jam)
BAHAGIAN 2: PENGENALAN BAHAYA
2.1 Pengelasan bahan atau campuran
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Elemen label
Piktogram bahaya: GHS02, GHS07
Perkataan isyarat: Bahaya
Pernyataan bahaya: H225, H319
Pernyataan berjaga-jaga: P210, P305+P351+P338
BAHAGIAN 3: KOMPOSISI DAN MAKLUMAT BAHAN RAMUAN
Bahan    No. CAS    Kepekatan
Aseton    67-64-1    25 - 50 %
Etanol    64-17-5    10 - <25 %
BAHAGIAN 4: LANGKAH-LANGKAH PERTOLONGAN CEMAS
BAHAGIAN 5: LANGKAH-LANGKAH PEMADAMAN KEBAKARAN
BAHAGIAN 6: LANGKAH-LANGKAH PELEPASAN TIDAK SENGAJA
BAHAGIAN 7: PENGENDALIAN DAN PENYIMPANAN
BAHAGIAN 8: KAWALAN PENDEDAHAN DAN PERLINDUNGAN DIRI
BAHAGIAN 9: SIFAT FIZIKAL DAN KIMIA
Keadaan fizikal: Cecair
Warna: Tidak berwarna
Takat lebur/takat beku: -95 °C
Takat didih: 56 °C
Takat kilat: -18 °C
pH: 7
Ketumpatan relatif: 0.81
BAHAGIAN 10: KESTABILAN DAN KEREAKTIFAN
BAHAGIAN 11: MAKLUMAT TOKSIKOLOGI
BAHAGIAN 12: MAKLUMAT EKOLOGI
BAHAGIAN 13: PERTIMBANGAN PELUPUSAN
BAHAGIAN 14: MAKLUMAT PENGANGKUTAN
Nombor PBB: UN 1090
Nama penghantaran wajar PBB: ACETONE SOLUTION
Kelas bahaya pengangkutan: 3
Kumpulan pembungkusan: II
BAHAGIAN 15: MAKLUMAT PERATURAN
BAHAGIAN 16: MAKLUMAT LAIN`,
    expected: {
      productName: 'Contoh Penyahgris 300',
      supplierName: 'Contoh Kimia Sdn. Bhd.',
      emergencyPhone: '+60 3 5555 0199',
      revisionDate: '2024-03-12',
      issueDate: '2021-01-05',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Tidak berwarna',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      transportClass: '3',
    },
    leftOut:
      "shippingName and packingGroup: 'Nama penghantaran wajar PBB' and 'Kumpulan pembungkusan' are not confirmed in public text, so they are not in the module (vocabulary left out).",
  },
];

describeFieldCases(CASES);
