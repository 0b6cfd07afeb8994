// The keyword model behind infer-contact-industries: for each of the twenty industries, the words
// and phrases that point to it in a company name or job title, with a weight:
//   3 = decisive on its own ("bank", "hospital"), 2 = strong, 1 = a hint that needs support.
// Domain stems catch brand-style domains ("acmebank.example"); domain suffixes catch
// registries with a meaning (".edu", ".mil"). No real company is listed by name.
import type { IndustryId } from '../industry-catalogue.ts';

export type WeightedTerms = Readonly<Record<string, number>>;

// A dense table reads better than one term per line.
// prettier-ignore
export const INDUSTRY_TERMS: Readonly<Record<IndustryId, WeightedTerms>> = {
  manufacturing: {
    manufacturing: 3, manufacturer: 3, factory: 3, fabrication: 2, industrial: 2, machinery: 2,
    automation: 2, 'industrial automation': 3, assembly: 1, steel: 2, chemical: 2, petrochemical: 2,
    plastic: 2, packaging: 2, textile: 2, automotive: 2, electronics: 1, 'production line': 3,
    'plant manager': 2, industry: 1, 'industry 4 0': 3, 'defense manufacturing': 2,
  },
  technology: {
    technology: 2, tech: 2, software: 3, saas: 3, cloud: 2, 'cloud service': 3, digital: 1, data: 1,
    ai: 2, 'artificial intelligence': 3, 'machine learning': 3, 'information technology': 3,
    computing: 2, internet: 2, telecom: 2, telecommunication: 2, '5g': 2, iot: 2, blockchain: 2,
    developer: 2, 'software engineer': 3, cybersecurity: 2, 'smart city': 2, semiconductor: 2,
    robotics: 2, platform: 1, app: 1, labs: 1, systems: 1, cto: 1, 'chief technology officer': 1,
    'edge computing': 3, 'data center': 3, fintech: 1, edtech: 1, healthtech: 1, proptech: 1,
  },
  tourism: {
    tourism: 3, travel: 3, hotel: 3, hospitality: 3, resort: 3, tour: 2, 'tour operator': 3,
    leisure: 2, entertainment: 1, 'theme park': 3, 'entertainment venue': 3, cruise: 2, heritage: 2,
    'cultural tourism': 3, destination: 1, airline: 1, 'smart tourism': 3,
  },
  healthcare: {
    healthcare: 3, health: 2, hospital: 3, clinic: 3, medical: 3, medicine: 2, pharmacy: 3,
    pharmaceutical: 3, pharma: 3, doctor: 2, physician: 2, nurse: 2, nursing: 2, dental: 3,
    diagnostic: 2, wellness: 2, telemedicine: 3, medtech: 3, 'medical technology': 3, healthtech: 3,
    patient: 2, surgeon: 2, radiology: 3, care: 1, 'healthcare service': 3,
  },
  energy: {
    energy: 2, renewable: 3, 'renewable energy': 3, solar: 3, wind: 2, 'wind power': 3, hydrogen: 3,
    'green hydrogen': 3, photovoltaic: 3, pv: 1, battery: 2, power: 1, electricity: 2, utility: 1,
    oil: 2, gas: 1, 'oil and gas': 3, petroleum: 2, nuclear: 2, grid: 1, cleantech: 2,
    'clean tech': 2, 'clean energy': 3, offshore: 1, carbon: 1,
  },
  mining: {
    mining: 3, mine: 2, mineral: 3, metal: 2, gold: 2, copper: 3, phosphate: 3, bauxite: 3,
    aluminium: 2, aluminum: 2, geology: 3, geologist: 3, exploration: 1, quarry: 3, ore: 2,
    lithium: 2, 'rare earth': 3,
  },
  logistics: {
    logistic: 3, transport: 2, transportation: 3, shipping: 3, freight: 3, cargo: 3, courier: 3,
    delivery: 2, 'supply chain': 3, warehouse: 3, warehousing: 3, fleet: 2, trucking: 3, rail: 2,
    railway: 3, mobility: 2, distribution: 1, forwarding: 2, 'freight forwarding': 3,
    'last mile': 3, airline: 2, aviation: 1, port: 1,
  },
  education: {
    education: 3, educational: 3, school: 3, university: 3, college: 3, academy: 2, institute: 1,
    training: 2, learning: 1, 'e learning': 3, elearning: 3, edtech: 3, professor: 3, teacher: 3,
    tutor: 2, student: 2, curriculum: 3, dean: 2, lecturer: 3,
  },
  finance: {
    finance: 3, financial: 3, 'financial service': 3, bank: 3, banking: 3, capital: 2,
    investment: 2, investor: 2, invest: 2, venture: 2, 'venture capital': 3, 'private equity': 3,
    equity: 1, fund: 2, 'asset management': 3, wealth: 2, 'wealth management': 3, insurance: 3,
    fintech: 3, payment: 3, credit: 2, lending: 3, accounting: 2, accountant: 2, audit: 2, cfo: 1,
    'chief financial officer': 1, treasury: 2, securities: 3, brokerage: 2, holding: 1,
    'islamic finance': 3, sukuk: 3, takaful: 3,
  },
  real_estate: {
    'real estate': 3, property: 3, 'property developer': 3, realty: 3, proptech: 3, housing: 2,
    residential: 2, leasing: 1, estate: 1, realtor: 3, reit: 3, 'facility management': 2,
    facility: 1, home: 1,
  },
  agriculture: {
    agriculture: 3, agricultural: 3, agri: 2, farm: 3, farming: 3, food: 2, 'food security': 3,
    agritech: 3, agtech: 3, crop: 3, dairy: 3, poultry: 3, livestock: 3, greenhouse: 2,
    irrigation: 2, fertilizer: 2, agronomy: 3, agronomist: 3, aquaculture: 2, fishery: 1,
    beverage: 1, catering: 1,
  },
  water: {
    water: 3, desalination: 3, wastewater: 3, 'waste water': 3, waste: 2, recycling: 2,
    environment: 2, environmental: 3, sustainability: 1, climate: 2, emission: 1, sewage: 3,
    purification: 2, 'water treatment': 3, ecology: 2, conservation: 2, irrigation: 2,
  },
  defense: {
    defense: 3, defence: 3, security: 2, military: 3, 'armed force': 3, army: 3, navy: 2, naval: 2,
    cyber: 1, cybersecurity: 1, homeland: 2, surveillance: 2, armor: 2, ammunition: 3, weapon: 3,
    missile: 3, safety: 1, 'defense manufacturing': 3, drone: 1,
  },
  sports: {
    sport: 3, fitness: 3, gym: 3, football: 3, soccer: 3, golf: 2, racing: 2, motorsport: 3,
    esport: 3, athletic: 2, club: 1, league: 2, stadium: 2, entertainment: 1, coach: 1, gaming: 1,
  },
  aerospace: {
    aerospace: 3, aviation: 2, aircraft: 3, airline: 1, space: 2, satellite: 3,
    'space technology': 3, drone: 2, uav: 2, avionics: 3, airport: 1, rocket: 3, pilot: 1, mro: 2,
  },
  retail: {
    retail: 3, retailer: 3, 'e commerce': 3, ecommerce: 3, commerce: 2, shop: 2, store: 2,
    supermarket: 3, fashion: 2, consumer: 1, 'consumer good': 2, fmcg: 3, mall: 2, marketplace: 2,
    trading: 1, wholesale: 2, merchandising: 2, luxury: 1,
  },
  creative: {
    creative: 3, media: 2, film: 3, studio: 2, production: 1, 'film production': 3, design: 2,
    designer: 2, advertising: 3, marketing: 1, agency: 1, music: 3, art: 2, gallery: 3, gaming: 2,
    game: 2, 'game development': 3, 'gaming development': 3, animation: 3, content: 1,
    'digital content': 3, publishing: 3, broadcasting: 3, photography: 3, cinema: 3, theatre: 2,
    theater: 2, 'virtual production': 3, museum: 2, entertainment: 1, architecture: 1,
  },
  biotech: {
    biotechnology: 3, biotech: 3, 'life science': 3, genomics: 3, genetics: 3, bio: 1, biology: 2,
    biopharma: 3, molecular: 2, vaccine: 3, bioscience: 3, therapeutics: 3, 'cell therapy': 3,
    'clinical research': 2, laboratory: 1, pharmaceutical: 1,
  },
  construction: {
    construction: 3, contractor: 3, contracting: 3, building: 2, builder: 3, engineering: 1,
    'civil engineering': 3, infrastructure: 2, architecture: 2, architect: 2, cement: 1,
    concrete: 2, 'smart city': 2, bim: 2, 'fit out': 2, mep: 2, interior: 1,
    'smart construction': 3,
  },
  ocean: {
    ocean: 3, marine: 3, maritime: 3, 'blue economy': 3, offshore: 2, shipbuilding: 3, shipyard: 3,
    fishery: 3, fishing: 3, aquaculture: 2, seafood: 3, coastal: 2, yacht: 2, subsea: 3, diving: 2,
    naval: 2, 'red sea': 1, cruise: 1,
  },
};

/** Fragments found inside a domain's name ("gulfbank" holds "bank"); each counts 2. */
export const DOMAIN_STEMS: Readonly<Partial<Record<IndustryId, readonly string[]>>> = {
  manufacturing: ['manufactur', 'factory', 'industrial', 'steel', 'plastic', 'chemical'],
  technology: ['tech', 'software', 'cloud', 'digital', 'cyber', 'data', 'computing'],
  tourism: ['travel', 'tour', 'hotel', 'resort', 'hospitality'],
  healthcare: ['health', 'clinic', 'medic', 'pharma', 'hospital', 'dental'],
  energy: ['solar', 'energy', 'renewable', 'hydrogen', 'petroleum'],
  mining: ['mining', 'mineral', 'metal'],
  logistics: ['logistic', 'freight', 'cargo', 'shipping', 'transport', 'courier'],
  education: ['school', 'academy', 'learning', 'univ', 'college', 'education'],
  finance: ['bank', 'capital', 'invest', 'financ', 'fintech', 'insur', 'wealth', 'securities'],
  real_estate: ['realty', 'realestate', 'propert', 'homes'],
  agriculture: ['agri', 'farm', 'food', 'dairy', 'poultry'],
  water: ['water', 'desal', 'enviro', 'recycl'],
  defense: ['defen', 'military', 'security'],
  sports: ['sport', 'fitness', 'athlet'],
  aerospace: ['aero', 'space', 'aviation', 'avia', 'satellite'],
  retail: ['retail', 'shop', 'store', 'mart', 'commerce'],
  creative: ['studio', 'media', 'film', 'design', 'music', 'games', 'pictures'],
  biotech: ['biotech', 'genom', 'bioscience', 'lifescience', 'therapeutic'],
  construction: ['construct', 'build', 'contracting', 'cement', 'concrete'],
  ocean: ['marine', 'ocean', 'maritime', 'shipyard', 'subsea', 'seafood'],
};

export const DOMAIN_STEM_WEIGHT = 2;

/** Domain endings run by registries with a purpose; matched label by label from the right. */
export const DOMAIN_SUFFIXES: readonly { suffix: string; industry: IndustryId; weight: number }[] =
  [
    { suffix: 'edu', industry: 'education', weight: 3 },
    { suffix: 'ac', industry: 'education', weight: 3 },
    { suffix: 'sch', industry: 'education', weight: 3 },
    { suffix: 'school', industry: 'education', weight: 3 },
    { suffix: 'university', industry: 'education', weight: 3 },
    { suffix: 'academy', industry: 'education', weight: 2 },
    { suffix: 'mil', industry: 'defense', weight: 3 },
    { suffix: 'bank', industry: 'finance', weight: 3 },
    { suffix: 'insurance', industry: 'finance', weight: 3 },
    { suffix: 'finance', industry: 'finance', weight: 3 },
    { suffix: 'capital', industry: 'finance', weight: 2 },
    { suffix: 'health', industry: 'healthcare', weight: 3 },
    { suffix: 'hospital', industry: 'healthcare', weight: 3 },
    { suffix: 'travel', industry: 'tourism', weight: 3 },
    { suffix: 'hotel', industry: 'tourism', weight: 3 },
    { suffix: 'aero', industry: 'aerospace', weight: 3 },
    { suffix: 'energy', industry: 'energy', weight: 2 },
    { suffix: 'shop', industry: 'retail', weight: 2 },
    { suffix: 'store', industry: 'retail', weight: 2 },
    { suffix: 'film', industry: 'creative', weight: 2 },
    { suffix: 'studio', industry: 'creative', weight: 2 },
    { suffix: 'design', industry: 'creative', weight: 2 },
    { suffix: 'realestate', industry: 'real_estate', weight: 3 },
    { suffix: 'realty', industry: 'real_estate', weight: 3 },
    { suffix: 'properties', industry: 'real_estate', weight: 3 },
    { suffix: 'farm', industry: 'agriculture', weight: 3 },
    { suffix: 'sport', industry: 'sports', weight: 3 },
    { suffix: 'fitness', industry: 'sports', weight: 3 },
    { suffix: 'tech', industry: 'technology', weight: 2 },
    { suffix: 'software', industry: 'technology', weight: 2 },
    { suffix: 'construction', industry: 'construction', weight: 3 },
    { suffix: 'builders', industry: 'construction', weight: 3 },
  ];

/** Mailbox providers say nothing about the person's company. */
// prettier-ignore
export const PERSONAL_MAIL_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'icloud', 'me',
  'mac', 'aol', 'proton', 'protonmail', 'pm', 'gmx', 'yandex', 'mail', 'zohomail', 'fastmail',
  'hey', 'tutanota', 'qq', '163',
]);

/** A job title says less about the employer's industry than the company's own name does. */
export const SOURCE_WEIGHTS = { company: 1, title: 0.5, domain: 1 } as const;

/** Below this score a contact stays unclassified: one decisive word, or two supporting ones. */
export const MINIMUM_SCORE = 2;
