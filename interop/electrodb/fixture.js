'use strict'
// The items the fixture writes through ElectroDB, in this order (a later put of the same key replaces an
// earlier one, which two groups below do on purpose). Ids hold "#", capitals, accents and emoji.
//
// - "Umbrella" then "UMBRELLA": ElectroDB lower-cases keys, so both are the key $controlplane#workspaceid_umbrella
//   and the second put replaces the first (one item, workspaceId "UMBRELLA").
// - the two "dev" team members: team "dev#userid_eve" + user "x" and team "dev" + user "eve#userid_x" are
//   both the sort key ...#team_dev#userid_eve#userid_x, so the second replaces the first.
// - "İstanbul-ΟΔΟΣ": JavaScript's toLowerCase is Unicode's full, locale-independent mapping: İ (U+0130)
//   becomes "i̇" (two code points) and a final Σ becomes ς.

const writes = [
  // ControlPlane service
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'acme', name: 'Acme', plan: 'PRO' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'Globex#EU', name: 'Globex Europe', plan: 'FREE' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'Ñandú-Café', name: 'Ñandú Café', plan: 'PRO' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: '🚀Rocket', name: 'Rocket', plan: 'FREE' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'İstanbul-ΟΔΟΣ', name: 'Istanbul road', plan: 'FREE' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'Umbrella', name: 'Umbrella (first put)', plan: 'FREE' } },
  { service: 'controlPlane', entity: 'workspace', item: { workspaceId: 'UMBRELLA', name: 'UMBRELLA (second put)', plan: 'PRO' } },

  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'acme', projectId: 'p-001', name: 'Website', status: 'ACTIVE', createdAt: '2026-01-10T09:00:00Z', priority: 1 } },
  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'acme', projectId: 'P#002', name: 'Mobile app', status: 'ACTIVE', createdAt: '2026-02-03T12:30:00Z', priority: 10 } },
  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'acme', projectId: 'Ação-3', name: 'Ação social', status: 'ARCHIVED', createdAt: '2025-12-24T18:00:00Z', priority: 2.5 } },
  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'acme', projectId: '🚀-launch', name: 'Launch', status: 'ACTIVE', createdAt: '2026-03-15T08:00:00Z', priority: 9 } },
  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'acme', projectId: 'p-005', name: 'Docs', status: 'ACTIVE', createdAt: '2026-01-20T10:00:00Z', priority: -1 } },
  { service: 'controlPlane', entity: 'project', item: { workspaceId: 'Globex#EU', projectId: 'p-001', name: 'Globex site', status: 'ACTIVE', createdAt: '2026-01-15T00:00:00Z', priority: 3 } },

  { service: 'controlPlane', entity: 'teamMember', item: { workspaceId: 'acme', team: 'ops', userId: 'ann', role: 'admin' } },
  { service: 'controlPlane', entity: 'teamMember', item: { workspaceId: 'acme', team: 'ops-eu', userId: 'bob', role: 'member' } },
  { service: 'controlPlane', entity: 'teamMember', item: { workspaceId: 'acme', team: 'Ops', userId: 'Carla', role: 'member' } },
  { service: 'controlPlane', entity: 'teamMember', item: { workspaceId: 'acme', team: 'dev#userid_eve', userId: 'x', role: 'first put' } },
  { service: 'controlPlane', entity: 'teamMember', item: { workspaceId: 'acme', team: 'dev', userId: 'eve#userid_x', role: 'second put' } },

  // school service
  { service: 'school', entity: 'student', item: { studentId: 'a91', name: 'Ana Souza', email: 'ana@example.com' } },
  { service: 'school', entity: 'student', item: { studentId: 'B#7', name: 'Bruno', email: 'Bruno@Example.com' } },
  { service: 'school', entity: 'student', item: { studentId: 'José', name: 'José Álvares', email: 'jose@example.com' } },
  { service: 'school', entity: 'student', item: { studentId: '🎓grad', name: 'Grad', email: 'grad@example.com' } },

  { service: 'school', entity: 'course', item: { courseId: 'math204', title: 'Cálculo II', department: 'Math', level: 204 } },
  { service: 'school', entity: 'course', item: { courseId: 'MATH101', title: 'Cálculo I', department: 'Math', level: 101 } },
  { service: 'school', entity: 'course', item: { courseId: 'CS#101', title: 'Intro to CS', department: 'CS', level: 101 } },
  { service: 'school', entity: 'course', item: { courseId: 'Física-1', title: 'Física I', department: 'Math', level: 1 } },
  { service: 'school', entity: 'course', item: { courseId: '🎨art', title: 'Art', department: 'Arts', level: 12345 } },

  { service: 'school', entity: 'enrollment', item: { studentId: 'a91', courseId: 'math204', grade: 'A', enrolledOn: '2026-02-01', term: '2026-S1' } },
  { service: 'school', entity: 'enrollment', item: { studentId: 'a91', courseId: 'CS#101', grade: 'B+', enrolledOn: '2026-02-02', term: '2026-S1' } },
  { service: 'school', entity: 'enrollment', item: { studentId: 'a91', courseId: 'Física-1', enrolledOn: '2025-08-15', term: '2025-S2' } },
  { service: 'school', entity: 'enrollment', item: { studentId: 'B#7', courseId: 'math204', grade: 'A-', enrolledOn: '2026-02-03', term: '2026-S1' } },
  { service: 'school', entity: 'enrollment', item: { studentId: 'José', courseId: 'math204', grade: 'B', enrolledOn: '2026-01-30', term: '2026-S1' } },
  { service: 'school', entity: 'enrollment', item: { studentId: 'José', courseId: 'MATH101', grade: 'C', enrolledOn: '2025-08-20', term: '2025-S2' } },
  { service: 'school', entity: 'enrollment', item: { studentId: '🎓grad', courseId: '🎨art', grade: 'A', enrolledOn: '2025-09-01', term: '2025-S2' } }
]

module.exports = { writes }
