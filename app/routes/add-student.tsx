import { redirect } from 'react-router'

// spec §2: always redirects (replace) to onboarding for a new student.
export function loader() {
	return redirect('/onboarding?addingStudent=true&plan=&billing=monthly')
}
