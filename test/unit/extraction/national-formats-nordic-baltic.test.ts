/**
 * National formats, Nordic and Baltic group (sv, da, no, is, fi, et, lv, lt): synthetic safety data sheets
 * (invented products, suppliers and numbers) laid out as Annex II of Regulation (EU) 2020/878 (or the older
 * Regulation (EU) No 453/2010 titles, or the EEA texts of Norway and Iceland) prints them in each language, label
 * and value on one line. Every field the engine reads right from them is asserted; the fields it still misses
 * are named per case (`leftOut`) with the reason.
 */
import { describeFieldCases, replaced, type FieldCase } from './national-format-fields.js';

/** The Estonian sheet (Regulation (EU) 2020/878 titles), also read with section 14 in colons below. */
const ESTONIAN = `OHUTUSKAART
vastavalt määrusele (EÜ) nr 1907/2006 (REACH), II lisa
Muutmise kuupäev: 22.05.2024    Versioon: 1.2
1. JAGU: Aine/segu ning äriühingu/ettevõtja identifitseerimine
1.1 Tootetähis
Näidis Puhasti 5
1.2 Aine või segu asjaomased kindlaksmääratud kasutusalad ja kasutusalad, mida ei soovitata
Rasvaärasti
1.3 Andmed ohutuskaardi tarnija kohta
Tarnija    Näidiskeemia OÜ
Katse tn 4, 10111 Tallinn
Telefon    +372 612 3456
1.4 Hädaabitelefoni number
Mürgistusteabekeskus: +372 626 9390
2. JAGU: Ohtude identifitseerimine
2.1 Aine või segu klassifitseerimine
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Märgistuselemendid
Ohupiktogrammid    GHS02, GHS07
Tunnussõna    Ohtlik
Ohulaused    H225, H319
Hoiatuslaused    P210, P233, P305+P351+P338
2.3 Muud ohud
3. JAGU: Koostis/teave koostisainete kohta
3.2 Segud
Aine    CAS nr    EÜ nr    Kontsentratsioon    Klassifikatsioon
Atsetoon    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanool    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
4. JAGU: Esmaabimeetmed
5. JAGU: Tulekustutusmeetmed
6. JAGU: Meetmed juhusliku sattumise korral keskkonda
7. JAGU: Käitlemine ja ladustamine
8. JAGU: Kokkupuute ohjamine/isikukaitse
9. JAGU: Füüsikalised ja keemilised omadused
9.1 Teave füüsikaliste ja keemiliste põhiomaduste kohta
Füüsikaline olek    Vedelik
Värvus    Värvitu
Sulamis-/külmumispunkt    -95 °C
Keemise algpunkt ja keemisvahemik    56 °C
Leekpunkt    -18 °C
pH    7
Tihedus ja/või suhteline tihedus    0,81 g/cm³
10. JAGU: Püsivus ja reaktsioonivõime
11. JAGU: Toksikoloogiline teave
12. JAGU: Ökoloogiline teave
13. JAGU: Jäätmekäitlus
14. JAGU: Veonõuded
14.1 ÜRO number või ID-number    1090
14.2 ÜRO veose tunnusnimetus    ATSETOON
14.3 Transpordi ohuklass(id)    3
14.4 Pakendirühm    II
15. JAGU: Reguleerivad õigusaktid
16. JAGU: Muu teave`;

const CASES: FieldCase[] = [
  {
    name: 'Swedish, Regulation (EU) 2020/878 titles',
    language: 'sv',
    text: `SÄKERHETSDATABLAD
enligt förordning (EG) nr 1907/2006 (REACH), bilaga II
Omarbetad: 2024-03-12    Version: 4.0    Ersätter: 2021-01-05
AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget
1.1 Produktbeteckning
Handelsnamn    Exempel Avfettning 300
1.2 Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från
Avfettningsmedel
1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad
Leverantör    Exempel Kemi AB
Gatan 1, 123 45 Stockholm
Telefon    +46 8 123 45 67
1.4 Telefonnummer för nödsituationer
112 – begär Giftinformation, +46 10 456 67 00
AVSNITT 2: Farliga egenskaper
2.1 Klassificering av ämnet eller blandningen
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Märkningsuppgifter
Faropiktogram    GHS02, GHS07
Signalord    Fara
Faroangivelser    H225 Mycket brandfarlig vätska och ånga. H319 Orsakar allvarlig ögonirritation.
Skyddsangivelser    P210 Får inte utsättas för värme, heta ytor, gnistor, öppen eld eller andra antändningskällor. Rökning förbjuden.
2.3 Andra faror
AVSNITT 3: Sammansättning/information om beståndsdelar
3.2 Blandningar
Ämne    CAS-nr    EG-nr    Koncentration    Klassificering
Aceton    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanol    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
AVSNITT 4: Åtgärder vid första hjälpen
AVSNITT 5: Brandbekämpningsåtgärder
AVSNITT 6: Åtgärder vid oavsiktliga utsläpp
AVSNITT 7: Hantering och lagring
AVSNITT 8: Begränsning av exponeringen/personligt skydd
Ögonskydd/ansiktsskydd    Skyddsglasögon
Handskydd    Skyddshandskar av nitrilgummi
AVSNITT 9: Fysikaliska och kemiska egenskaper
9.1 Information om grundläggande fysikaliska och kemiska egenskaper
Aggregationstillstånd    Vätska
Färg    Färglös
Smältpunkt/fryspunkt    -95 °C
Kokpunkt eller initial kokpunkt och kokpunktsintervall    56 °C
Flampunkt    -18 °C
pH    7
Densitet och/eller relativ densitet    0,81 g/cm³
AVSNITT 10: Stabilitet och reaktivitet
AVSNITT 11: Toxikologisk information
AVSNITT 12: Ekologisk information
AVSNITT 13: Avfallshantering
AVSNITT 14: Transportinformation
14.1 UN-nummer eller id-nummer    UN 1090
14.2 Officiell transportbenämning    ACETON, LÖSNING
14.3 Faroklass för transport    3
14.4 Förpackningsgrupp    II
AVSNITT 15: Gällande föreskrifter
AVSNITT 16: Annan information`,
    expected: {
      productName: 'Exempel Avfettning 300',
      supplierName: 'Exempel Kemi AB',
      emergencyPhone: '+46 10 456 67 00',
      revisionDate: '2024-03-12',
      version: '4.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ACETON, LÖSNING',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Swedish, Regulation (EU) No 453/2010 titles',
    language: 'sv',
    text: `SÄKERHETSDATABLAD
enligt förordning (EG) nr 1907/2006, ändrad genom förordning (EU) nr 453/2010
Versionsnummer 2    Omarbetad: 14.09.2016    Utskriftsdatum: 02.10.2016
AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget
1.1 Produktbeteckning
Handelsnamn: Exempel Lacknafta 12
1.2 Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från
Lösningsmedel
1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad
Tillverkare/leverantör: Provkemi Norden AB
Provvägen 9, 411 01 Göteborg
Tel: +46 31 765 43 21
1.4 Telefonnummer för nödsituationer
Giftinformationscentralen: 112, +46 10 456 67 00
AVSNITT 2: Farliga egenskaper
2.1 Klassificering av ämnet eller blandningen
Flam. Liq. 3 H226
Asp. Tox. 1 H304
STOT SE 3 H336
2.2 Märkningsuppgifter
Faropiktogram GHS02, GHS07, GHS08
Signalord Fara
Faroangivelser
H226 Brandfarlig vätska och ånga.
H304 Kan vara dödligt vid förtäring om det kommer ner i luftvägarna.
H336 Kan göra att man blir dåsig eller omtöcknad.
Skyddsangivelser
P210, P301+P310, P331
2.3 Andra faror
AVSNITT 3: Sammansättning/information om beståndsdelar
3.2 Blandningar
Lacknafta (petroleum), vätebehandlad tung    64742-48-9    265-150-3    50 - 100 %
AVSNITT 4: Åtgärder vid första hjälpen
AVSNITT 5: Brandbekämpningsåtgärder
AVSNITT 6: Åtgärder vid oavsiktliga utsläpp
AVSNITT 7: Hantering och lagring
AVSNITT 8: Begränsning av exponeringen/personligt skydd
AVSNITT 9: Fysikaliska och kemiska egenskaper
9.1 Information om grundläggande fysikaliska och kemiska egenskaper
Fysikaliskt tillstånd: Vätska
Färg: Färglös
Lukt: Karakteristisk
Smältpunkt/fryspunkt: -40 °C
Initial kokpunkt och kokpunktsintervall: 160 - 190 °C
Flampunkt: 41 °C
Relativ densitet: 0,76
AVSNITT 10: Stabilitet och reaktivitet
AVSNITT 11: Toxikologisk information
AVSNITT 12: Ekologisk information
AVSNITT 13: Avfallshantering
AVSNITT 14: Transportinformation
14.1 FN-nummer: 1300
14.2 Officiell transportbenämning: TERPENTINERSÄTTNING
14.3 Faroklass för transport: 3
14.4 Förpackningsgrupp: III
AVSNITT 15: Gällande föreskrifter
AVSNITT 16: Annan information`,
    expected: {
      productName: 'Exempel Lacknafta 12',
      supplierName: 'Provkemi Norden AB',
      emergencyPhone: '+46 10 456 67 00',
      revisionDate: '2016-09-14',
      version: '2',
      signalWord: 'Danger',
      hStatements: ['H226', 'H304', 'H336'],
      pStatements: ['P210', 'P301+P310', 'P331'],
      classification: ['Flam. Liq. 3', 'Asp. Tox. 1', 'STOT SE 3'],
      components: [['64742-48-9', 50, 100]],
      physicalState: 'liquid',
      color: 'Färglös',
      odor: 'Karakteristisk',
      flashPoint: 41,
      boilingPoint: 160,
      meltingPoint: -40,
      density: 0.76,
      unNumber: 'UN1300',
      shippingName: 'TERPENTINERSÄTTNING',
      transportClass: '3',
      packingGroup: 'III',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Danish, Regulation (EU) 2020/878 titles',
    language: 'da',
    text: `SIKKERHEDSDATABLAD
i henhold til forordning (EF) nr. 1907/2006 (REACH), bilag II
Revisionsdato: 15.02.2024    Version: 3.1    Erstatter: 10.06.2021
PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden
1.1 Produktidentifikator
Handelsnavn    Prøve Rens 45
1.2 Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes
Affedtningsmiddel
1.3 Nærmere oplysninger om leverandøren af sikkerhedsdatabladet
Leverandør    Prøvekemi ApS
Testvej 7, 8000 Aarhus C
Telefon    +45 86 12 34 56
1.4 Nødtelefon
Giftlinjen: +45 82 12 12 12
PUNKT 2: Fareidentifikation
2.1 Klassificering af stoffet eller blandingen
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Mærkningselementer
Farepiktogrammer    GHS02, GHS07
Signalord    Fare
Faresætninger    H225 Meget brandfarlig væske og damp. H319 Forårsager alvorlig øjenirritation.
Sikkerhedssætninger    P210, P233, P305+P351+P338
2.3 Andre farer
PUNKT 3: Sammensætning af/oplysning om indholdsstoffer
3.2 Blandinger
Stof    CAS-nr.    EF-nr.    Koncentration    Klassificering
Acetone    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Propan-2-ol    67-63-0    200-661-7    10 - <25 %    Flam. Liq. 2, H225
PUNKT 4: Førstehjælpsforanstaltninger
PUNKT 5: Brandbekæmpelse
PUNKT 6: Forholdsregler over for udslip ved uheld
PUNKT 7: Håndtering og opbevaring
PUNKT 8: Eksponeringskontrol/personlige værnemidler
PUNKT 9: Fysiske og kemiske egenskaber
9.1 Oplysninger om grundlæggende fysiske og kemiske egenskaber
Tilstandsform    Væske
Farve    Farveløs
Smeltepunkt/frysepunkt    -90 °C
Kogepunkt eller initialt kogepunkt og kogepunktsinterval    56 - 82 °C
Flammepunkt    -17 °C
pH    7
Massefylde og/eller relativ massefylde    0,80 g/cm³
PUNKT 10: Stabilitet og reaktivitet
PUNKT 11: Toksikologiske oplysninger
PUNKT 12: Miljøoplysninger
PUNKT 13: Forhold vedrørende bortskaffelse
PUNKT 14: Transportoplysninger
14.1 UN-nummer eller ID-nummer    UN 1993
14.2 UN-forsendelsesbetegnelse    BRANDFARLIG VÆSKE, N.O.S. (acetone, propan-2-ol)
14.3 Transportfareklasse(r)    3
14.4 Emballagegruppe    II
PUNKT 15: Oplysninger om regulering
PUNKT 16: Andre oplysninger`,
    expected: {
      productName: 'Prøve Rens 45',
      supplierName: 'Prøvekemi ApS',
      emergencyPhone: '+45 82 12 12 12',
      revisionDate: '2024-02-15',
      version: '3.1',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['67-63-0', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Farveløs',
      flashPoint: -17,
      boilingPoint: 56,
      meltingPoint: -90,
      density: 0.8,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'BRANDFARLIG VÆSKE, N.O.S. (acetone, propan-2-ol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      'boilingPointText keeps the rest of the 2020/878 label (its Danish wording is not confirmed, so not added)',
  },
  {
    name: 'Norwegian, REACH Annex II as taken into Norwegian law',
    language: 'no',
    text: `SIKKERHETSDATABLAD
i samsvar med forskrift (EF) nr. 1907/2006 (REACH), vedlegg II
Revisjonsdato: 20.01.2024    Versjon: 2.0    Erstatter dato: 05.05.2020
AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket
1.1 Produktidentifikator
Handelsnavn    Prøve Avfetter 12
1.2 Relevante identifiserte bruksområder for stoffet eller stoffblandingen og bruksområder som frarådes
Avfettingsmiddel
1.3 Nærmere opplysninger om leverandøren av sikkerhetsdatabladet
Leverandør    Prøvekjemi AS
Testveien 3, 0150 Oslo
Telefon    +47 22 12 34 56
1.4 Nødtelefonnummer
Giftinformasjonen: +47 22 59 13 00
AVSNITT 2: Fareidentifikasjon
2.1 Klassifisering av stoffet eller stoffblandingen
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Merkingselementer
Farepiktogrammer    GHS02, GHS07
Varselord    Fare
Faresetninger    H225 Meget brannfarlig væske og damp. H319 Gir alvorlig øyeirritasjon.
Sikkerhetssetninger    P210, P233, P305+P351+P338
2.3 Andre farer
AVSNITT 3: Sammensetning/opplysninger om bestanddeler
3.2 Stoffblandinger
Stoff    CAS-nr.    EF-nr.    Konsentrasjon    Klassifisering
Aceton    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanol    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
AVSNITT 4: Førstehjelpstiltak
AVSNITT 5: Brannslokkingstiltak
AVSNITT 6: Tiltak ved utilsiktet utslipp
AVSNITT 7: Håndtering og lagring
AVSNITT 8: Eksponeringskontroll/personlig beskyttelse
AVSNITT 9: Fysiske og kjemiske egenskaper
9.1 Opplysninger om grunnleggende fysiske og kjemiske egenskaper
Aggregattilstand    Væske
Farge    Fargeløs
Smeltepunkt/frysepunkt    -95 °C
Kokepunkt eller startkokepunkt og kokeintervall    56 °C
Flammepunkt    -18 °C
pH    7
Tetthet og/eller relativ tetthet    0,81 g/cm³
AVSNITT 10: Stabilitet og reaktivitet
AVSNITT 11: Toksikologiske opplysninger
AVSNITT 12: Økologiske opplysninger
AVSNITT 13: Sluttbehandling
AVSNITT 14: Transportopplysninger
14.1 UN-nummer eller ID-nummer    UN 1090
14.2 UN-forsendelsesnavn    ACETONLØSNING
14.3 Transportfareklasse(r)    3
14.4 Emballasjegruppe    II
AVSNITT 15: Opplysninger om regelverk
AVSNITT 16: Andre opplysninger`,
    expected: {
      productName: 'Prøve Avfetter 12',
      supplierName: 'Prøvekjemi AS',
      emergencyPhone: '+47 22 59 13 00',
      revisionDate: '2024-01-20',
      version: '2.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Fargeløs',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ACETONLØSNING',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Finnish, Regulation (EU) 2020/878 titles',
    language: 'fi',
    text: `KÄYTTÖTURVALLISUUSTIEDOTE
asetuksen (EY) N:o 1907/2006 (REACH) liitteen II mukaisesti
Muutettu viimeksi: 08.04.2024    Versio: 5.0    Korvaa: 12.11.2022
KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot
1.1 Tuotetunniste
Kauppanimi    Esimerkki Puhdistin 77
1.2 Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella
Rasvanpoistoaine
1.3 Käyttöturvallisuustiedotteen toimittajan yksityiskohtaiset tiedot
Toimittaja    Esimerkki Kemia Oy
Testikatu 5, 00100 Helsinki
Puhelin    +358 9 123 4567
1.4 Hätäpuhelinnumero
Myrkytystietokeskus: +358 9 471 977
KOHTA 2: Vaaran yksilöinti
2.1 Aineen tai seoksen luokitus
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Merkinnät
Varoitusmerkit    GHS02, GHS07
Huomiosana    Vaara
Vaaralausekkeet    H225 Helposti syttyvä neste ja höyry. H319 Ärsyttää voimakkaasti silmiä.
Turvalausekkeet    P210, P233, P305+P351+P338
2.3 Muut vaarat
KOHTA 3: Koostumus ja tiedot aineosista
3.2 Seokset
Aine    CAS-nro    EY-nro    Pitoisuus    Luokitus
Asetoni    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanoli    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
KOHTA 4: Ensiaputoimenpiteet
KOHTA 5: Palontorjuntatoimenpiteet
KOHTA 6: Toimenpiteet onnettomuuspäästöissä
KOHTA 7: Käsittely ja varastointi
KOHTA 8: Altistumisen ehkäiseminen ja henkilönsuojaimet
KOHTA 9: Fysikaaliset ja kemialliset ominaisuudet
9.1 Perusominaisuuksia koskevat tiedot
Olomuoto    Neste
Väri    Väritön
Sulamispiste/jäätymispiste    -95 °C
Kiehumispiste tai kiehumisen alkamispiste ja kiehumisalue    56 °C
Leimahduspiste    -18 °C
pH    7
Tiheys ja/tai suhteellinen tiheys    0,81 g/cm³
KOHTA 10: Stabiilisuus ja reaktiivisuus
KOHTA 11: Myrkyllisyyteen liittyvät tiedot
KOHTA 12: Tiedot haitallisista vaikutuksista ympäristöön
KOHTA 13: Jätteiden käsittelyyn liittyvät näkökohdat
KOHTA 14: Kuljetustiedot
14.1 YK-numero tai tunnistenumero    UN 1090
14.2 Kuljetuksessa käytettävä virallinen nimi    ASETONI
14.3 Kuljetuksen vaaraluokka(t)    3
14.4 Pakkausryhmä    II
KOHTA 15: Lainsäädäntöä koskevat tiedot
KOHTA 16: Muut tiedot`,
    expected: {
      productName: 'Esimerkki Puhdistin 77',
      supplierName: 'Esimerkki Kemia Oy',
      emergencyPhone: '+358 9 471 977',
      revisionDate: '2024-04-08',
      version: '5.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Väritön',
      flashPoint: -18,
      boilingPoint: 56,
      boilingPointText: '56 °C',
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ASETONI',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Icelandic, REACH Annex II as taken into Icelandic law',
    language: 'is',
    text: `ÖRYGGISBLAÐ
samkvæmt reglugerð (EB) nr. 1907/2006 (REACH), II. viðauki
Endurskoðunardagsetning: 10.03.2024    Útgáfa: 2.0
LIÐUR 1: Auðkenni efnisins/blöndunnar og félagsins/fyrirtækisins
1.1 Vörukenni
Vöruheiti    Sýnishorn Hreinsir 9
1.2 Viðeigandi, tilgreind notkun efnisins eða blöndunnar og notkun sem ráðið er frá
Fituhreinsir
1.3 Upplýsingar um birgi öryggisblaðsins
Birgir    Sýnisefni ehf.
Prófunargata 2, 105 Reykjavík
Símanúmer    +354 512 3456
1.4 Neyðarsímanúmer
Eitrunarmiðstöð: +354 543 2222
LIÐUR 2: Hættugreining
2.1 Flokkun efnisins eða blöndunnar
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Merkingaratriði
Hættumerki    GHS02, GHS07
Viðvörunarorð    Hætta
H-setningar    H225, H319
Varnaðarsetning    P210, P233, P305+P351+P338
2.3 Aðrar hættur
LIÐUR 3: Samsetning/upplýsingar um innihaldsefni
3.2 Blöndur
Efni    CAS-nr.    EB-nr.    Styrkur    Flokkun
Asetón    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanól    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
LIÐUR 4: Ráðstafanir í skyndihjálp
LIÐUR 5: Ráðstafanir vegna bruna
LIÐUR 6: Ráðstafanir vegna efnaleka fyrir slysni
LIÐUR 7: Meðhöndlun og geymsla
LIÐUR 8: Váhrifavarnir/persónuhlífar
LIÐUR 9: Eðlis- og efnafræðilegir eiginleikar
9.1 Upplýsingar um grundvallareðlis- og efnafræðilega eiginleika
Eðlisástand    Vökvi
Litur    Litlaus
Bræðslumark/frostmark    -95 °C
Suðumark eða upphafssuðumark og suðumarksbil    56 °C
Blossamark    -18 °C
pH    7
Eðlismassi og/eða eðlisþyngd    0,81 g/cm³
LIÐUR 10: Stöðugleiki og hvarfgirni
LIÐUR 11: Eiturefnafræðilegar upplýsingar
LIÐUR 12: Vistfræðilegar upplýsingar
LIÐUR 13: Förgun
LIÐUR 14: Upplýsingar um flutninga
14.1 UN-númer eða auðkennisnúmer    UN 1090
14.2 Rétt UN-sendingarheiti    ASETÓN
14.3 Hættuflokkar vegna flutninga    3
14.4 Pökkunarflokkur    II
LIÐUR 15: Upplýsingar varðandi regluverk
LIÐUR 16: Aðrar upplýsingar`,
    expected: {
      productName: 'Sýnishorn Hreinsir 9',
      supplierName: 'Sýnisefni ehf.',
      emergencyPhone: '+354 543 2222',
      revisionDate: '2024-03-10',
      version: '2.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ASETÓN',
    },
    leftOut:
      "section 9 names (flash, boiling, melting point, density, colour) and 14.3/14.4: Icelandic words not confirmed, not added; supplier 'Sýnisefni ehf.' is read only because 'Birgir' labels it",
  },
  {
    name: 'Estonian, Regulation (EU) 2020/878 titles',
    language: 'et',
    text: ESTONIAN,
    expected: {
      productName: 'Näidis Puhasti 5',
      emergencyPhone: '+372 626 9390',
      revisionDate: '2024-05-22',
      version: '1.2',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      meltingPoint: -95,
      density: 0.81,
      boilingPoint: 56,
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ATSETOON',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: "supplierName ('Tarnija' is taken as the name: the label is not confirmed, not added)",
  },
  {
    name: 'Latvian, Regulation (EU) 2020/878 titles',
    language: 'lv',
    text: `DROŠĪBAS DATU LAPA
saskaņā ar Regulu (EK) Nr. 1907/2006 (REACH), II pielikums
Pārskatīšanas datums: 03.06.2024    Versija: 4.0
1. IEDAĻA. Vielas/maisījuma un uzņēmējsabiedrības/uzņēmuma identificēšana
1.1 Produkta identifikators
Paraugs Tīrītājs 8
1.2 Vielas vai maisījuma attiecīgi apzinātie lietošanas veidi un tādi, ko neiesaka izmantot
Attaukotājs
1.3 Informācija par drošības datu lapas piegādātāju
Piegādātājs    Paraugķīmija SIA
Testa iela 6, LV-1010 Rīga
Telefons    +371 6712 3456
1.4 Tālruņa numurs, kur zvanīt ārkārtas situācijās
Saindēšanās un zāļu informācijas centrs: +371 6704 2473
2. IEDAĻA. Bīstamības apzināšana
2.1 Vielas vai maisījuma klasificēšana
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Etiķetes elementi
Bīstamības piktogrammas    GHS02, GHS07
Signālvārds    Bīstami
Bīstamības apzīmējumi    H225, H319
Drošības prasību apzīmējumi    P210, P233, P305+P351+P338
2.3 Citi apdraudējumi
3. IEDAĻA. Sastāvs/informācija par sastāvdaļām
3.2 Maisījumi
Viela    CAS Nr.    EK Nr.    Koncentrācija    Klasifikācija
Acetons    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanols    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
4. IEDAĻA. Pirmās palīdzības pasākumi
5. IEDAĻA. Ugunsdzēsības pasākumi
6. IEDAĻA. Pasākumi nejaušas noplūdes gadījumos
7. IEDAĻA. Lietošana un glabāšana
8. IEDAĻA. Iedarbības pārvaldība/individuālā aizsardzība
9. IEDAĻA. Fizikālās un ķīmiskās īpašības
9.1 Informācija par fizikālajām un ķīmiskajām pamatīpašībām
Agregātstāvoklis    Šķidrums
Krāsa    Bezkrāsains
Kušanas/sasalšanas temperatūra    -95 °C
Viršanas temperatūra vai viršanas sākuma temperatūra un viršanas temperatūras diapazons    56 °C
Uzliesmošanas temperatūra    -18 °C
pH    7
Blīvums un/vai relatīvais blīvums    0,81 g/cm³
10. IEDAĻA. Stabilitāte un reaģētspēja
11. IEDAĻA. Toksikoloģiskā informācija
12. IEDAĻA. Ekoloģiskā informācija
13. IEDAĻA. Apsvērumi saistībā ar apsaimniekošanu
14. IEDAĻA. Informācija par transportēšanu
14.1 ANO numurs vai ID numurs    1090
14.2 ANO sūtīšanas nosaukums    ACETONS
14.3 Transportēšanas bīstamības klase(-es)    3
14.4 Iepakojuma grupa    II
15. IEDAĻA. Informācija par regulējumu
16. IEDAĻA. Cita informācija`,
    expected: {
      productName: 'Paraugs Tīrītājs 8',
      supplierName: 'Paraugķīmija SIA',
      emergencyPhone: '+371 6704 2473',
      revisionDate: '2024-06-03',
      version: '4.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ACETONS',
    },
    leftOut:
      'section 9 names and 14.2-14.4 not confirmed, not added (the name is read under the numbered 14.2)',
  },
  {
    name: 'Lithuanian, Regulation (EU) 2020/878 titles',
    language: 'lt',
    text: `SAUGOS DUOMENŲ LAPAS
pagal Reglamentą (EB) Nr. 1907/2006 (REACH), II priedas
Peržiūrėjimo data: 11.07.2024    Versija: 3.0
1 SKIRSNIS. Medžiagos arba mišinio ir bendrovės arba įmonės identifikavimas
1.1 Produkto identifikatorius
Prekybinis pavadinimas    Pavyzdys Valiklis 3
1.2 Atitinkami nustatyti medžiagos arba mišinio naudojimo būdai ir nerekomenduojami naudojimo būdai
Riebalų šalinimo priemonė
1.3 Išsami informacija apie saugos duomenų lapo teikėją
Tiekėjas    Pavyzdžių chemija UAB
Bandymų g. 9, LT-01100 Vilnius
Telefonas    +370 5 212 3456
1.4 Pagalbos telefono numeris
Apsinuodijimų kontrolės ir informacijos biuras: +370 5 236 2052
2 SKIRSNIS. Galimi pavojai
2.1 Medžiagos arba mišinio klasifikavimas
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Ženklinimo elementai
Pavojaus piktogramos    GHS02, GHS07
Signalinis žodis    Pavojinga
Pavojingumo frazės    H225, H319
Atsargumo frazės    P210, P233, P305+P351+P338
2.3 Kiti pavojai
3 SKIRSNIS. Sudėtis arba informacija apie sudedamąsias dalis
3.2 Mišiniai
Medžiaga    CAS Nr.    EB Nr.    Koncentracija    Klasifikacija
Acetonas    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Etanolis    64-17-5    200-578-6    10 - <25 %    Flam. Liq. 2, H225
4 SKIRSNIS. Pirmosios pagalbos priemonės
5 SKIRSNIS. Priešgaisrinės priemonės
6 SKIRSNIS. Avarijų likvidavimo priemonės
7 SKIRSNIS. Tvarkymas ir sandėliavimas
8 SKIRSNIS. Poveikio kontrolė ir asmens apsauga
9 SKIRSNIS. Fizinės ir cheminės savybės
9.1 Informacija apie pagrindines fizines ir chemines savybes
Fizinė būsena    Skystis
Spalva    Bespalvis
Lydymosi temperatūra / užšalimo temperatūra    -95 °C
Virimo temperatūra arba pradinė virimo temperatūra ir virimo temperatūros intervalas    56 °C
Pliūpsnio temperatūra    -18 °C
pH    7
Tankis ir (arba) santykinis tankis    0,81 g/cm³
10 SKIRSNIS. Stabilumas ir reaktingumas
11 SKIRSNIS. Toksikologinė informacija
12 SKIRSNIS. Ekologinė informacija
13 SKIRSNIS. Atliekų tvarkymas
14 SKIRSNIS. Gabenimo informacija
14.1 JT numeris arba ID numeris    1090
14.2 JT teisingas krovinio pavadinimas    ACETONAS
14.3 Gabenimo pavojingumo klasė (-ės)    3
14.4 Pakuotės grupė    II
15 SKIRSNIS. Informacija apie reglamentavimą
16 SKIRSNIS. Kita informacija`,
    expected: {
      productName: 'Pavyzdys Valiklis 3',
      supplierName: 'Pavyzdžių chemija UAB',
      emergencyPhone: '+370 5 236 2052',
      revisionDate: '2024-07-11',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['64-17-5', 10, 25],
      ],
      physicalState: 'liquid',
      ph: 7,
      unNumber: 'UN1090',
      shippingName: 'ACETONAS',
    },
    leftOut:
      'section 9 names and 14.2-14.4 not confirmed, not added (the name is read under the numbered 14.2)',
  },
  {
    name: 'Danish, label and value separated by a colon',
    language: 'da',
    text: `SIKKERHEDSDATABLAD
i henhold til forordning (EF) nr. 1907/2006 (REACH), bilag II
Revisionsdato: 15.02.2024    Version: 3.1    Erstatter: 10.06.2021
PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden
1.1 Produktidentifikator
Handelsnavn: Prøve Rens 45
1.2 Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes
Affedtningsmiddel
1.3 Nærmere oplysninger om leverandøren af sikkerhedsdatabladet
Leverandør: Prøvekemi ApS
Testvej 7, 8000 Aarhus C
Telefon: +45 86 12 34 56
1.4 Nødtelefon
Giftlinjen: +45 82 12 12 12
PUNKT 2: Fareidentifikation
2.1 Klassificering af stoffet eller blandingen
Flam. Liq. 2, H225
Eye Irrit. 2, H319
2.2 Mærkningselementer
Farepiktogrammer: GHS02, GHS07
Signalord: Fare
Faresætninger: H225 Meget brandfarlig væske og damp. H319 Forårsager alvorlig øjenirritation.
Sikkerhedssætninger: P210, P233, P305+P351+P338
2.3 Andre farer
PUNKT 3: Sammensætning af/oplysning om indholdsstoffer
3.2 Blandinger
Stof    CAS-nr.    EF-nr.    Koncentration    Klassificering
Acetone    67-64-1    200-662-2    25 - 50 %    Flam. Liq. 2, H225
Propan-2-ol    67-63-0    200-661-7    10 - <25 %    Flam. Liq. 2, H225
PUNKT 4: Førstehjælpsforanstaltninger
PUNKT 5: Brandbekæmpelse
PUNKT 6: Forholdsregler over for udslip ved uheld
PUNKT 7: Håndtering og opbevaring
PUNKT 8: Eksponeringskontrol/personlige værnemidler
PUNKT 9: Fysiske og kemiske egenskaber
9.1 Oplysninger om grundlæggende fysiske og kemiske egenskaber
Tilstandsform: Væske
Farve: Farveløs
Smeltepunkt/frysepunkt: -90 °C
Kogepunkt eller initialt kogepunkt og kogepunktsinterval: 56 - 82 °C
Flammepunkt: -17 °C
pH: 7
Massefylde og/eller relativ massefylde: 0,80 g/cm³
PUNKT 10: Stabilitet og reaktivitet
PUNKT 11: Toksikologiske oplysninger
PUNKT 12: Miljøoplysninger
PUNKT 13: Forhold vedrørende bortskaffelse
PUNKT 14: Transportoplysninger
14.1 UN-nummer eller ID-nummer: UN 1993
14.2 UN-forsendelsesbetegnelse: BRANDFARLIG VÆSKE, N.O.S. (acetone, propan-2-ol)
14.3 Transportfareklasse(r): 3
14.4 Emballagegruppe: II
PUNKT 15: Oplysninger om regulering
PUNKT 16: Andre oplysninger`,
    expected: {
      productName: 'Prøve Rens 45',
      supplierName: 'Prøvekemi ApS',
      emergencyPhone: '+45 82 12 12 12',
      revisionDate: '2024-02-15',
      version: '3.1',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
      components: [
        ['67-64-1', 25, 50],
        ['67-63-0', 10, 25],
      ],
      physicalState: 'liquid',
      color: 'Farveløs',
      flashPoint: -17,
      boilingPoint: 56,
      boilingPointText: '56 - 82 °C',
      meltingPoint: -90,
      density: 0.8,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'BRANDFARLIG VÆSKE, N.O.S. (acetone, propan-2-ol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Estonian, section 14 with colons and a UN-prefixed number',
    language: 'et',
    text: replaced(
      ESTONIAN,
      `14.1 ÜRO number või ID-number    1090
14.2 ÜRO veose tunnusnimetus    ATSETOON
14.3 Transpordi ohuklass(id)    3
14.4 Pakendirühm    II`,
      `14.1 ÜRO number või ID-number: UN 1090
14.2 ÜRO veose tunnusnimetus: ATSETOON
14.3 Transpordi ohuklass(id): 3
14.4 Pakendirühm: II`,
    ),
    expected: {
      productName: 'Näidis Puhasti 5',
      emergencyPhone: '+372 626 9390',
      revisionDate: '2024-05-22',
      version: '1.2',
      signalWord: 'Danger',
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      unNumber: 'UN1090',
      shippingName: 'ATSETOON',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'supplierName, hStatements/pStatements/components not repeated here (as et1)',
  },
];

describeFieldCases(CASES);
