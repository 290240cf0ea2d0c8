/** The workspace dashboard; its stat cards and quick actions come with the workspace issue. */
export function DashboardPage() {
  return <h2>Dashboard</h2>
}
