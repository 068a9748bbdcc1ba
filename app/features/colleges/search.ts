// Type-ahead over the whole college catalog, pure: an index built once from
// the rows (normalised names and places), then each keystroke only scans
// strings — well under 50 ms for the 2,444 colleges (npm run bench:catalog).

export interface SearchableCollege {
	id: string
	name: string
	city: string | null
	state: string | null
	control: string | null
	locale: string | null
	undergradSize: number | null
	admissionRate: number | null
	avgNetPrice: number | null
}

export interface CollegeFilters {
	size?: 'small' | 'medium' | 'large'
	setting?: 'city' | 'suburb' | 'town' | 'rural'
	control?: 'public' | 'private' | 'for-profit'
	maxAdmissionRate?: number
	maxNetPrice?: number
}

interface IndexEntry {
	college: SearchableCollege
	name: string
	words: string[]
	place: string[]
}

export interface CollegeIndex {
	entries: IndexEntry[]
}

export function normalize(value: string): string {
	return value
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()
}

export function buildCollegeIndex(rows: SearchableCollege[]): CollegeIndex {
	return {
		entries: rows.map((college) => {
			const name = normalize(college.name)
			return { college, name, words: name.split(' '), place: normalize(`${college.city ?? ''} ${college.state ?? ''}`).split(' ').filter(Boolean) }
		}),
	}
}

const sizeOf = (size: number | null) => (size === null ? null : size < 5000 ? 'small' : size <= 15000 ? 'medium' : 'large')

export function passesFilters(college: SearchableCollege, filters: CollegeFilters): boolean {
	if (filters.size && sizeOf(college.undergradSize) !== filters.size) return false
	if (filters.setting && !college.locale?.toLowerCase().startsWith(filters.setting)) return false
	if (filters.control) {
		const control = college.control?.toLowerCase() ?? ''
		const kind = control === 'public' ? 'public' : control.includes('for-profit') ? 'for-profit' : control.startsWith('private') ? 'private' : null
		if (kind !== filters.control) return false
	}
	if (filters.maxAdmissionRate !== undefined && (college.admissionRate === null || college.admissionRate > filters.maxAdmissionRate)) return false
	if (filters.maxNetPrice !== undefined && (college.avgNetPrice === null || college.avgNetPrice > filters.maxNetPrice)) return false
	return true
}

/**
 * Colleges matching every word of the query (a word of the name or the
 * city/state starting with it); the name starting with the whole query ranks
 * first, then whole-name prefixes of words, then bigger schools.
 */
export function searchCollegeIndex(index: CollegeIndex, rawQuery: string, filters: CollegeFilters = {}, limit = 20): SearchableCollege[] {
	const query = normalize(rawQuery)
	if (query.length < 2) return []
	const terms = query.split(' ')
	const scored: Array<{ college: SearchableCollege; score: number }> = []
	for (const entry of index.entries) {
		let score = 0
		for (const term of terms) {
			if (entry.words.some((word) => word.startsWith(term))) score += 10
			else if (term.length >= 4 && entry.name.includes(term)) score += 4
			else if (entry.place.some((word) => word === term || (term.length >= 3 && word.startsWith(term)))) score += 3
			else {
				score = 0
				break
			}
		}
		if (score === 0) continue
		if (entry.name.startsWith(query)) score += 50
		else if (entry.name.includes(query)) score += 20
		if (!passesFilters(entry.college, filters)) continue
		scored.push({ college: entry.college, score })
	}
	return scored
		.sort((a, b) => b.score - a.score || (b.college.undergradSize ?? 0) - (a.college.undergradSize ?? 0) || a.college.name.localeCompare(b.college.name))
		.slice(0, limit)
		.map((entry) => entry.college)
}
