// Placeholder routes; the employer work replaces them.
import { Route, Routes } from 'react-router-dom';
import '../styles.css';

export default function EmployerRoutes() {
  return (
    <Routes>
      <Route path="employeer-dashboard" element={<main><h1 className="text-2xl text-green-700">Employer dashboard</h1></main>} />
      <Route path="*" element={<main><h1>Employer</h1></main>} />
    </Routes>
  );
}
