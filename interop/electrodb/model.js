'use strict'
// The ElectroDB 3.x model of the interop fixture: two services sharing one table, in ElectroDB's usual
// single-table layout (pk/sk, gsi1pk/gsi1sk, gsi2pk/gsi2sk), with collections on the table key and on gsi1.
//
//   ControlPlane (the first article): workspace -> projects, teamMembers   collection workspaceProjects (table)
//   school (the second article): student, course, enrollment               collection studentEnrollments (table)
//                                                                          collection courseEnrollments (gsi1)
//
// The names are chosen to show ElectroDB's key rules: a service and an entity with capitals ("ControlPlane",
// "teamMember") are lower-cased in keys, an entity of version "2" (enrollment), enum values in capitals,
// a number without padding (project.priority) and one with padding (course.level).
const { Entity, Service } = require('electrodb')

const GSI1 = 'gsi1pk-gsi1sk-index'
const GSI2 = 'gsi2pk-gsi2sk-index'

function controlPlane (table, client) {
  const workspace = new Entity({
    model: { entity: 'workspace', version: '1', service: 'ControlPlane' },
    attributes: {
      workspaceId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      plan: { type: ['FREE', 'PRO'], required: true }
    },
    indexes: {
      record: {
        collection: 'workspaceProjects',
        pk: { field: 'pk', composite: ['workspaceId'] },
        sk: { field: 'sk', composite: [] }
      },
      byPlan: {
        index: GSI1,
        pk: { field: 'gsi1pk', composite: ['plan'] },
        sk: { field: 'gsi1sk', composite: ['workspaceId'] }
      }
    }
  }, { table, client })

  const project = new Entity({
    model: { entity: 'project', version: '1', service: 'ControlPlane' },
    attributes: {
      workspaceId: { type: 'string', required: true },
      projectId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      status: { type: ['ACTIVE', 'ARCHIVED'], required: true },
      createdAt: { type: 'string', required: true },
      priority: { type: 'number', required: true }
    },
    indexes: {
      record: {
        collection: 'workspaceProjects',
        pk: { field: 'pk', composite: ['workspaceId'] },
        sk: { field: 'sk', composite: ['projectId'] }
      },
      byStatus: {
        index: GSI1,
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'projectId'] }
      },
      byPriority: {
        index: GSI2,
        pk: { field: 'gsi2pk', composite: ['workspaceId'] },
        sk: { field: 'gsi2sk', composite: ['priority', 'projectId'] }
      }
    }
  }, { table, client })

  // Two sort-key composites: the layout where a value holding "#<label>_" makes two tuples one key.
  const teamMember = new Entity({
    model: { entity: 'teamMember', version: '1', service: 'ControlPlane' },
    attributes: {
      workspaceId: { type: 'string', required: true },
      team: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      role: { type: 'string', required: true }
    },
    indexes: {
      record: {
        collection: 'workspaceProjects',
        pk: { field: 'pk', composite: ['workspaceId'] },
        sk: { field: 'sk', composite: ['team', 'userId'] }
      }
    }
  }, { table, client })

  return new Service({ workspace, project, teamMember }, { table, client })
}

function school (table, client) {
  const student = new Entity({
    model: { entity: 'student', version: '1', service: 'school' },
    attributes: {
      studentId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true }
    },
    indexes: {
      record: {
        collection: 'studentEnrollments',
        pk: { field: 'pk', composite: ['studentId'] },
        sk: { field: 'sk', composite: [] }
      },
      byEmail: {
        index: GSI2,
        pk: { field: 'gsi2pk', composite: ['email'] },
        sk: { field: 'gsi2sk', composite: [] }
      }
    }
  }, { table, client })

  const course = new Entity({
    model: { entity: 'course', version: '1', service: 'school' },
    attributes: {
      courseId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      department: { type: 'string', required: true },
      level: { type: 'number', required: true, padding: { length: 4, char: '0' } }
    },
    indexes: {
      record: {
        pk: { field: 'pk', composite: ['courseId'] },
        sk: { field: 'sk', composite: [] }
      },
      roster: {
        index: GSI1,
        collection: 'courseEnrollments',
        pk: { field: 'gsi1pk', composite: ['courseId'] },
        sk: { field: 'gsi1sk', composite: [] }
      },
      byDepartment: {
        index: GSI2,
        pk: { field: 'gsi2pk', composite: ['department'] },
        sk: { field: 'gsi2sk', composite: ['level', 'courseId'] }
      }
    }
  }, { table, client })

  const enrollment = new Entity({
    model: { entity: 'enrollment', version: '2', service: 'school' },
    attributes: {
      studentId: { type: 'string', required: true },
      courseId: { type: 'string', required: true },
      grade: { type: 'string' },
      enrolledOn: { type: 'string', required: true },
      term: { type: 'string', required: true }
    },
    indexes: {
      record: {
        collection: 'studentEnrollments',
        pk: { field: 'pk', composite: ['studentId'] },
        sk: { field: 'sk', composite: ['courseId'] }
      },
      byCourse: {
        index: GSI1,
        collection: 'courseEnrollments',
        pk: { field: 'gsi1pk', composite: ['courseId'] },
        sk: { field: 'gsi1sk', composite: ['studentId'] }
      },
      byTerm: {
        index: GSI2,
        pk: { field: 'gsi2pk', composite: ['term'] },
        sk: { field: 'gsi2sk', composite: ['enrolledOn', 'studentId'] }
      }
    }
  }, { table, client })

  return new Service({ student, course, enrollment }, { table, client })
}

/** The CreateTable input of the table both services share (on-demand, every index projects ALL). */
function createTableInput (table) {
  const s = (name) => ({ AttributeName: name, AttributeType: 'S' })
  const index = (name, pk, sk) => ({
    IndexName: name,
    KeySchema: [{ AttributeName: pk, KeyType: 'HASH' }, { AttributeName: sk, KeyType: 'RANGE' }],
    Projection: { ProjectionType: 'ALL' }
  })
  return {
    TableName: table,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map(s),
    KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    GlobalSecondaryIndexes: [index(GSI1, 'gsi1pk', 'gsi1sk'), index(GSI2, 'gsi2pk', 'gsi2sk')]
  }
}

module.exports = { controlPlane, school, createTableInput, GSI1, GSI2 }
