/** Every demo user signs in with this password (the seed gives it to them; the sign-in page shows it in demo mode). */
export const DEMO_PASSWORD = 'fobu-demo';
