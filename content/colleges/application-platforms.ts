// Which application platforms a college takes, for the few colleges whose
// answer we are certain of — a fact the College Scorecard catalog does not
// carry. Everything else is entered by the family in the applications area,
// and a family's entry wins over this file (platforms change: Georgetown,
// long on its own application only, added the Common App from August 2026).
// Keyed by IPEDS unit id (the catalog's college id). Check each August.
//
// Sources (checked for the 2025–26 cycle):
// - MIT applies only through its own application (MyMIT); it takes neither
//   the Common App nor the Coalition: https://mitadmissions.org/apply/
// - The University of California's nine undergraduate campuses take only the
//   UC Application: https://admission.universityofcalifornia.edu/how-to-apply/

export type CatalogPlatform = 'common-app' | 'coalition' | 'school'

export const PLATFORMS_CHECKED_FOR = '2025–26'

const ownApplicationOnly: CatalogPlatform[] = ['school']

export const catalogPlatforms: Record<string, { platforms: CatalogPlatform[]; source: string }> = {
	// Massachusetts Institute of Technology
	'166683': { platforms: ownApplicationOnly, source: 'https://mitadmissions.org/apply/' },
	// University of California: Berkeley, Davis, Irvine, Los Angeles, Merced, Riverside, San Diego, Santa Barbara, Santa Cruz
	...Object.fromEntries(
		['110635', '110644', '110653', '110662', '445188', '110671', '110680', '110705', '110714'].map((id) => [
			id,
			{ platforms: ownApplicationOnly, source: 'https://admission.universityofcalifornia.edu/how-to-apply/' },
		]),
	),
}
