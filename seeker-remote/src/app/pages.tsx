// Placeholder pages; the seeker work replaces them.
import '../styles.css';

export function FindJobsPage() {
  return <main><h1 className="text-2xl font-bold text-blue-600">Find your Dream Job</h1></main>;
}
export function JobDetailPage() {
  return <main><h1>Job</h1></main>;
}
export function SavedJobsPage() {
  return <main><h1>Saved Jobs</h1></main>;
}
export function ProfilePage() {
  return <main><h1>Profile</h1></main>;
}
